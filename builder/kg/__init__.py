"""Knowledge-graph tooling: importers of public dumps (`importers`), the world-KG build script (`build_world_kg`)
and the `mindbench kg` command (`command`). The KG loader itself is `mindbench.generators.m3str.kg`."""
