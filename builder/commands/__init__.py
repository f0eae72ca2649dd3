"""`mindbench` sub-commands, one module each."""
