/**
 * The customer's own words, verbatim (spelling included, decision 21). Change texts here only.
 */
export const copy = {
  landing: {
    registerNow: "Register Now",
    notice:
      "Complete Civil volumes from 1996 and Criminal volumes from 1997 are available with the original print. Overruled judgments are remarked.",
    carouselTitle: "State of the Art Search",
    carouselText:
      "Search every reported judgment of the Supreme Court and the High Courts the way a lawyer thinks: by party, statute, topic, citation, word, case number, date, judge or advocate.",
    waysHeading: "Way of Searching",
    ways: [
      "Nominal (Party Name)",
      "Statute / Act",
      "Topical",
      "Citation",
      "Word",
      "Case Number",
      "Decision Date",
      "Judge",
      "Advocate",
    ],
  },
  footer: {
    aboutUs: "About Us",
    license: "License Agreement",
    disclaimer: "Disclaimer",
    privacy: "Privacy Policy",
    appStore: "Get the app",
    helpline: "Help Line",
  },
  nav: {
    home: "HOME",
    plans: "PLANS",
    register: "REGISTER",
    login: "LOGIN",
    myAccount: "MY ACCOUNT",
    search: "SEARCH",
    logout: "LOGOUT",
  },
  errors: {
    serverError: "Server Error, Please Try Again",
    serversDown: "Servers are not responding at the moment, Please bear with us.",
    caseView: "Oops! Something went wrong. Please try again after some time",
    somthingWrong: "Somthing went wrong, Please Try Again later.",
  },
} as const;
