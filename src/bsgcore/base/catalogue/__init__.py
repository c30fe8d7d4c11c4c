"""The base catalogues: the effect vocabulary, ops as data, the card and component records, and loading them from the TOML files."""
