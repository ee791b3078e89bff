/** What other modules' frontends may import from the analytics module (with its shared/ folder); nothing else of it. */
