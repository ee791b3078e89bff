/** What other modules' frontends may import from the moderators module (with its shared/ folder); nothing else of it. */
