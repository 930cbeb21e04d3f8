/** What a capital call pays for (issue 43). */
export const capitalCallPurposes = ["Investments", "Management fees", "Fund expenses"] as const;

/** What a distribution returns. */
export const distributionKinds = ["Return of capital", "Gain", "Other"] as const;
