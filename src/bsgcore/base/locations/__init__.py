"""Location actions (B-LOC): which location a character may activate, its ops, and Communications."""
