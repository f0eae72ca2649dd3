"""Shared building blocks: the item record, RNG streams, SVG canvas, rasterizing, balancing, registry."""
