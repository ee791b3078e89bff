/** What other modules' backends may import from the admin module (with its shared/ folder); nothing else of it. */
