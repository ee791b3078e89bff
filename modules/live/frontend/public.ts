/** What other modules' frontends may import from the live module (with its shared/ folder); nothing else of it. */
