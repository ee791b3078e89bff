/** What other modules' backends may import from the powerups module (with its shared/ folder); nothing else of it. */
