/**
 * The customer's own words, verbatim (spelling included, decision 21). Change texts here only.
 * This part holds the words every subscriber page shows (the site's chrome, the case view);
 * copy.ts holds the rest and re-exports these, so a page that needs no more loads only this part
 * (decision 056).
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

/** Validation and result messages of both spec documents, verbatim. */
export const messages = {
  // sign-in
  emailEmpty: "email cannot be empty",
  invalidEmail: "invalid email",
  invalidCredentials: "Invalid User Credentials",
  // registration and OTP
  enterMobile: "Please Enter Mobile No",
  enterEmail: "Please Enter Email ID",
  otpSent: "OTP is sent to your entered mobile no and email id",
  otpNotSent: "OTP Not Send...",
  enterOtp: "Please Enter OTP...",
  wrongOtp: "Please Enter Correct OTP.",
  registered: "Registered Successfully, An email has been sent to you.",
  invalidMobile: "Mobile number must be 10 digits and cannot start with 0",
  nameRequired: "Please Enter Name",
  stateRequired: "Please Select State",
  emailTaken: "This email id is already registered. Please login or use Forgot Password.",
  mobileTaken: "This mobile no is already registered. Please login or use another mobile no.",
  // passwords
  passwordsDiffer: "Password and Confirm Password Should be Same.",
  passwordLength: "Password Should be minimum 8 and max 15 character.",
  passwordChanged: "Password Changed Successfully",
  resetPasswordLength: "Password should be minimum 8 and max 14 character.",
  resetMismatch: "The password and its confirmation do not match.",
  resetDone: "Your password changed successfully !",
  linkSent: "Link has been sent successfully to your registered Email ID.",
  linkInvalid: "This link is invalid or has expired. Please ask for a new one.",
  adminEmailFormat: "Please Enter the Format in {email}",
  emailRequired: "Email is required",
  passwordRequired: "Password is required",
  // profile picture
  invalidImage: "Please select a valid image file .jpeg, jpg, png, bmp",
  imageTooLarge: "Max Upload size is 1MB only",
  // generic
  serverError: "Server Error, Please Try Again",
  somthingWrong: "Somthing went wrong, Please Try Again later.",
  tooManyAttempts: (minutes: number) =>
    `Too many failed attempts. This account is paused for ${minutes} minutes; please try again later or reset your password.`,
  tooManyOtps: "Too many OTP requests. Please wait a minute before asking for another OTP.",
  tooManyOtpsHour: "Too many OTP requests from this number or address. Please try again in an hour.",
  // account security (ours, docs/decisions/017 and 018)
  tooManyFromAddress: "Too many failed logins from your network. Please try again in 15 minutes.",
  signInCodeOffer: "If this is your account, you can still sign in: enter your password and choose Send me a sign-in code. The code goes to the account's registered e-mail and mobile.",
  signInCodeSent: "If the password is right, a sign-in code has been sent to the account's registered e-mail and mobile. It is valid for 10 minutes; you can ask for another after a minute.",
  wrongPasswordOrCode: "The password or the sign-in code is not correct.",
  currentPasswordRequired: "Please Enter Current Password",
  currentPasswordWrong: "The current password is not correct.",
  tooManyPasswordChecks: "Too many wrong current passwords. Please try again in 15 minutes.",
  seatsFull: (seats: number) =>
    `Your plan allows ${seats} parallel user${seats === 1 ? "" : "s"} and ${seats === 1 ? "it is" : "all are"} in use. Log out on the other device, or wait until it has been idle for 30 minutes, then try again.`,
  accountInactive: "Your account is inactive. Please contact the help line.",
  // seats (ours, docs/decisions/026)
  seatsInUseNoPlan:
    "This account is already logged in on another device. Without a plan an account can be used on one device at a time. Log out on the other device, or wait until it has been idle for 30 minutes, then try again.",
  seatTakeoverOffer: "Or, if the other device is yours, log it out now and continue here.",
  seatTakeoverButton: "Log out the other device",
  seatTakeoverExpired: "That offer has expired. Please login again.",
  sessionExpired: "Your session has ended. Please login again.",
  logoutConfirm: "Are you sure you want to log out",
  forbidden: "You do not have access to this page.",
} as const;

/** Case view and library (subscriber §2.5, §2.6, §8), verbatim. */
export const caseMessages = {
  oops: "Oops! Something went wrong. Please try again after some time",
  noLibrary: "No Case Present at Library",
  libraryFailed: "Somthing went wrong, Please Try Again later.",
  deleteFailed: "Something Went Wrong Unable to Delete Case right now",
  addedToLibrary: "Case added to your library",
  alreadyInLibrary: "This case is already in your library",
  pdfMissing: "This PDF is not available for this case.",
  overruledWarning: "This judgment has been overruled.",
  citesOverruled: "This judgment refers to a judgment that has since been overruled (marked below).",
  subscribe: "Subscribe to read the full judgment with its headnotes, citations and the reporter's PDFs.",
  notFound: "This case was not found. Please check the link or search for it.",
  readFullCase: "Read the full case",
} as const;

/** Notifications (back-office §2, §4, §5, §8; decision 22): the spec's texts verbatim; those marked ours are not the spec's. */
export const notificationMessages = {
  heading: "Send Notification",
  sent: "Notification send sucessfully !",
  failed: "Notification send failed !",
  titleRequired: "Please Enter Title", // ours
  titleLong: "Title can be at most 150 characters.", // ours
  bodyRequired: "Please Enter Message", // ours
  bodyLong: "Message can be at most 2000 characters.", // ours
  docIdRequired: "Please Enter DocId", // ours
  docIdFormat: "DocId must be a number of fewer than 10 digits.", // ours
  docIdNotLive: "No live case has this DocId.", // ours
  userRequired: "Please select a user.", // ours
  userUnknown: "This user is not a client any more. Please choose again.", // ours
  // the subscribers' list (ours: the spec has no such screen)
  listHeading: "Notifications",
  none: "No notifications yet.",
  markRead: "Mark as read",
  markAllRead: "Mark all as read",
  bell: (n: number) => (n ? `Notifications, ${n} unread` : "Notifications"),
} as const;

/** The words of the watch controls every page that shows them needs (issue 25 item 5; ours). The rest are watchMessages in copy.ts. */
export const watchWords = {
  watch: "Watch",
  watching: "Watching",
  watchHelp: "Tell me when a new judgment cites this case, doubts or overrules it",
  saveSearch: "Save this search",
  stopAlert: "Stop this alert",
  stoppedAlert: "Stopped. You will get no more of these alerts.",
} as const;
