/** The translate widget's languages (docs/decisions/050), sent with the case view's data. */
/**
 * The Indian languages Google Translate offers (code: Google's, name: as the language writes itself,
 * then in English). The 13 of 2019 and the 8 added in May 2022; change here when Google adds more.
 */
export const TRANSLATE_LANGUAGES: { code: string; name: string }[] = [
  { code: "as", name: "অসমীয়া (Assamese)" },
  { code: "bn", name: "বাংলা (Bengali)" },
  { code: "bho", name: "भोजपुरी (Bhojpuri)" },
  { code: "doi", name: "डोगरी (Dogri)" },
  { code: "gu", name: "ગુજરાતી (Gujarati)" },
  { code: "hi", name: "हिन्दी (Hindi)" },
  { code: "kn", name: "ಕನ್ನಡ (Kannada)" },
  { code: "gom", name: "कोंकणी (Konkani)" },
  { code: "mai", name: "मैथिली (Maithili)" },
  { code: "ml", name: "മലയാളം (Malayalam)" },
  { code: "mni-Mtei", name: "ꯃꯩꯇꯩꯂꯣꯟ (Manipuri)" },
  { code: "mr", name: "मराठी (Marathi)" },
  { code: "lus", name: "Mizo ṭawng (Mizo)" },
  { code: "ne", name: "नेपाली (Nepali)" },
  { code: "or", name: "ଓଡ଼ିଆ (Odia)" },
  { code: "pa", name: "ਪੰਜਾਬੀ (Punjabi)" },
  { code: "sa", name: "संस्कृतम् (Sanskrit)" },
  { code: "sd", name: "سنڌي (Sindhi)" },
  { code: "ta", name: "தமிழ் (Tamil)" },
  { code: "te", name: "తెలుగు (Telugu)" },
  { code: "ur", name: "اردو (Urdu)" },
];
