"""Crisis cards (B-CRISIS): drawing, choice and skill-check cards, the activation and jump icons."""
