"""Die rolls and their response windows (B-COMP-1, DESIGN.md "Response windows"): the roll as frames, who is asked, standing orders."""
