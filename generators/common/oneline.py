"""The one-line rejection helpers (`mindbench.oneline`), under the name generators' and builder's commands import."""

from mindbench.oneline import LINE_BREAKS, OneLineParser, non_negative_int, one_line, positive_int, print_error

__all__ = ["LINE_BREAKS", "OneLineParser", "non_negative_int", "one_line", "positive_int", "print_error"]
