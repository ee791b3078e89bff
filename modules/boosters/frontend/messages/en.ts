/** The boosters screens in English: the source shape of the other languages' catalogs. */
const en = {
  boosters: {
    monitoring: {
      name: 'Battle booster sync',
      detail:
        '%{messages} cards: %{unitsCredited} units credited, %{unitsUsed} used, %{duplicates} replays ignored, %{unknownCards} unknown cards, %{unmapped} unmapped, %{opponent} for the opponent, %{noUnit} uses without a unit, %{noPlayer} without a player, %{refused} refused by the maximum',
      failed: '%{count} failed',
    },
    section: {
      title: 'Battle Boosters',
      adminViewTitle: 'Admin View',
      adminViewBody:
        "Creators map TikTok's battle cards to their powerups. Impersonate a creator to see their mapping.",
      intro:
        'When TikTok awards a battle card to a viewer during a match, their player gets one powerup of the mapped type (new viewers become players). When your side uses the card, that powerup is used up, soonest-expiring first. Ignored cards change nothing.',
      onlyCreator: 'Only the creator can change the mapping.',
      ignored: 'Ignored',
      isDefault: 'default',
      defaultIs: 'default: %{powerup}',
      cardPowerup: '%{card} powerup',
      saved: 'Settings saved',
      savedMapping: '%{card} → %{powerup}',
      saveFailed: 'Failed to save settings',
    },
    cards: {
      vaultGlove: { label: 'Glove', description: 'Boosts the points of the next gifts' },
      smoke: { label: 'Smoke (Mist)', description: "Hides the opponent's score" },
      extraTime: { label: 'Extra Time', description: 'Adds time to the match' },
      criticalStrike: { label: 'Critical Strike', description: 'A chance of multiplied gift points' },
      top2: { label: 'Top 2 Booster', description: "Boosts the second supporter's points" },
      top3: { label: 'Top 3 Booster', description: "Boosts the third supporter's points" },
      potion: { label: 'Potion', description: 'A timed points boost' },
      wave: { label: 'Wave', description: 'A wave of points for the side' },
      specialEffect: { label: 'Special Effect', description: 'A visual effect on both sides' },
    },
  },
}
export default en
export type BoostersMessages = typeof en
