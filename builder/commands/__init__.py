"""The `mindbench` command line (`cli.main`) and the commands that sit on top of the pipeline and the Hub format."""
