"""Building the benchmarks, in three rooms whose imports point one way (commands → pipeline, kg → generators):

* `pipeline/`: plan the jobs, generate chunks in workers, assemble and publish shards, guard and lock the output
  folder, merge shard builds, audit the holdout, write the manifest, pin golden digests;
* `kg/`: knowledge-graph importers, the world-KG build script and `mindbench kg`;
* `commands/`: the `mindbench` command line (`commands/cli.py`) and the commands that are not a pipeline step
  (eval, preview, shortcuts, bench, docs, golden, export).

The Hub format the pipeline writes (features, card, SFT view, publish, export) lives in `mindbench.hf_dataset`.
"""
