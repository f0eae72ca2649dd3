"""The Hub format: the row schema (`features`), the dataset card (`card`), the SFT view (`sft`), upload
(`publish`), the VLMEvalKit TSV (`export`), and `datasets` builder classes that run the pipeline (`builder`)."""
