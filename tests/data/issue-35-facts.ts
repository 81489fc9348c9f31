/** Issue 35's two fact situations, used by the unit, integration and e2e tests alike: plainly civil, and a service matter. */
export const TENANT =
  "My client took a shop on rent in 2015 under an oral lease at a monthly rent. He stopped paying rent in 2016 when the landlord refused to carry out repairs. " +
  "In 2021 the landlord filed a suit for arrears of rent for five years and for eviction. The tenant pleads that the claim for the arrears is barred by limitation.";
export const BANK =
  "The petitioner, a scale II officer of a nationalised bank, was dismissed from service without any inquiry and without being given an opportunity of hearing. " +
  "Two other officers charged with the same lapse were let off with a warning. He wishes to challenge the dismissal as arbitrary and discriminatory before the High Court.";
