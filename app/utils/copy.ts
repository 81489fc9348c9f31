/**
 * The customer's own words, verbatim (spelling included, decision 21). Change texts here only.
 * The words of every page are in copy-core.ts, the search screen's in copy-search.ts (both
 * re-exported here).
 */
export { caseMessages, copy, messages, notificationMessages, watchWords } from "./copy-core";
export { searchMessages, searchNotices } from "./copy-search";

/** Answers to request bodies a form action cannot take (ours; the spec has none). */
export const requestMessages = {
  notAForm: "This address takes a form. Please submit the form on the page.",
  malformed: "The form could not be read. Please submit it again.",
  tooLarge: "The upload is too large.",
  notJson: "The request must be JSON.",
  crossSite: "Cross-site request refused.",
} as const;

/** Add/Edit case, the file modals and the case picker (back-office §2, §5, §8; ours where the spec has none). */
export const caseFormMessages = {
  headingAdd: "Add New Case",
  headingEdit: "Edit Case",
  // spec §8, verbatim
  updatedWithId: "Case Updated Successfully with Doc ID:",
  updated: "Case Updated successfully !",
  errorUpdating: "Error in Case Updating with Doc ID:",
  errorSubmitting: "Error While Submitting Case",
  uploadedWithId: "File Uploaded Successfully with Doc ID:",
  uploaded: "File Uploaded successfully !",
  selectFile: "Please Select File",
  optionalSkip: "*Optional, You can Skip.",
  noCases: "No Case Details found.",
  pickerSearch: "Search by Doc Id or Created By or Party Name",
  deleted: "Successfully Deleted",
  errorDeleting: "Error While Deleting",
  // required fields of §5 (the spec marks them; the words are ours)
  appellantRequired: "Please Enter Appellant",
  caseNumberRequired: "Please Enter Case Number",
  pageNumberRequired: "Please Enter Page Number",
  petitionerRequired: "Please Enter Petitioner Name",
  journalRequired: "Please Select Journal",
  categoryRequired: "Please Select Category",
  citationYearRequired: "Please Select Citation Year",
  volumeRequired: "Please Enter Volume for this journal and year",
  courtCategoryRequired: "Please Select Court Category",
  courtRequired: "Please Select Court Name",
  branchRequired: "Please Select a Branch of the chosen Court",
  benchRequired: "Please Select Court Bench",
  caseYearRequired: "Please Select Case Year",
  decidedRequired: "Please Select Decided Day, Month and Year",
  decidedInvalid: "There is no such decided date",
  counselRequired: "Please Select Counsel",
  judgementTypeRequired: "Please Select Judgement Type",
  judgementRequired: "Please Enter Judgement/Order",
  yearRange: (max: number) => `Years run from 1800 to ${max}`,
  priorityInvalid: "Priority is a letter from A to Z",
  headnoteRequired: "Please Enter Headnote",
  referredRequired: "Please Enter Case Referred",
  linkedMissing: "The linked case was not found",
  tooLong: (max: number) => `At most ${max} characters`,
  tooMany: (max: number) => `At most ${max} entries`,
  // ours
  stale:
    "This case was changed by someone else after you opened it, so it was not saved. Your input is kept below: open the case again in a new tab, compare, and enter your changes there.",
  caseNotFound: "This case was not found.",
  sourceUsed: (label: string) => `${label} now has the source's value; the next import keeps it up to date.`,
  noSourceValue: "The source has no other value for this field any more.",
  staleSource: "This case was changed after you opened it. Please check the field again and then choose the source's value.",
  restoreDraft: "Restore draft",
  discardDraft: "Discard draft",
  draftFound: "An unsaved draft of this form was found in this browser.",
  notPdf: "Please select a PDF file",
  pdfTooLarge: "Max Upload size is 25MB only",
  atLeastOneFile: "Please Select File",
  // issue 21 item 6 (ours, except the spec's errorSubmitting and serverError)
  newCaseId: "New case — its Doc ID is given on save",
  savedWithId: "Case Saved Successfully with Doc ID:",
  serverError: "Server Error, Please Try Again",
  fixMarked: "Please correct the fields marked in red.",
  judgementLimitHint:
    "At most about 1 MB of text (some 400 pages): the database keeps at most 2,000,000 bytes in one field, and the search index holds the text a second time as word pairs. A longer judgement can be attached as the court PDF.",
  tooLargeToStore: (what: string, part: "row" | "text" | "index" | "value", bytes: number, max: number) => {
    const needs = part === "index" ? "its search index needs" : part === "row" ? "with the case's other fields it needs" : "it needs";
    const cut = Math.max(1, Math.ceil((100 * (bytes - max)) / bytes));
    const pdf = what === "judgement" ? "; a longer judgement can be attached as the court PDF" : "";
    return `The ${what} is too long to store: ${needs} ${bytes.toLocaleString("en-US")} bytes, and the database holds at most ${max.toLocaleString("en-US")} bytes in one field. Shorten it by about ${cut}%${pdf}.`;
  },
} as const;

/**
 * The back office's case desk (back-office §2, §4, §5, §8): spec texts verbatim; the ones marked
 * "ours" are where the spec gives none (docs/decisions/021-case-desk.md).
 */
export const adminMessages = {
  // confirmation dialog (§4 delete flow)
  confirmDelete: "Are you sure you want to delete this profile ?",
  confirmDeleteCase: "Are you sure you want to delete this case file ?",
  cantUndo: "You can't undo this action",
  // toast defaults (§8)
  toastTitle: "System Error",
  toastText: "Something went wrong please try after sometime.",
  // success and failure notices (§8)
  caseUpdated: "Case Updated successfully !",
  deleted: "Successfully Deleted",
  deleteFailed: "Error While Deleting",
  updateFailed: "Error While Updating",
  createFailed: "Error While Creating",
  courtCreated: "Court with Brach created successfully !",
  actAdded: "Act added successfully !",
  actUpdated: "Act updated successfully !", // ours
  // empty states (§8)
  noCases: "No Case Details found.",
  noCourts: "No Courts found.",
  noActs: "No Acts found.",
  // search boxes (§2)
  searchCases: "Search by Doc Id or Created By or Party Name",
  searchCourts: "Search by Court Type or Branch Name",
  searchActs: "Search by Act Name",
  // courts and acts validation (§5; the texts are ours)
  courtNameRequired: "Please Enter Court Name",
  courtNameLong: "Court Name can be at most 37 characters.",
  branchNameRequired: "Please Enter Branch Name",
  branchNameLong: "Branch Name can be at most 37 characters.",
  branchExists: "This branch already exists for this court.",
  branchInUse: (n: number) => `This branch cannot be deleted: ${n} case${n === 1 ? " uses" : "s use"} it.`,
  actNameRequired: "Please Enter Act Name",
  actNameLong: "Act Name can be at most 100 characters.",
  actAbbreviationLong: "Act Abbreviation can be at most 37 characters.",
  wordAbbreviationLong: "Word Abbreviation can be at most 37 characters.",
  actExists: "This act already exists.",
  mergeTargetUnknown: "Please choose an act from the list.",
  mergeNothingChosen: "Choose the names to merge.", // ours
  mergeTooMany: (n: number) => `At most ${n} names can be merged at once.`, // ours
  actNamesMerged: "Names merged into their acts.", // ours
  actNamesMergeQueued: "Names merged; the rest of their cases are being updated in the background.", // ours
  mergeIntoItself: "That is the same name; choose another act.",
  actNameNotCited: "No case cites an act by this name any more.",
  actNameAdded: "Added to the acts list.",
  actNameMerged: "Merged: the cases citing that name now cite the act.",
  actNameMergeQueued: "Merging: the first cases are rewritten; the rest follow in the background.",
  noUnknownActNames: "Every act name in the judgments matches an act.",
  actInUse: (n: number) => `This act cannot be deleted: ${n} case${n === 1 ? " cites" : "s cite"} it.`,
  actRenameInUse: (n: number) => `The name of this act cannot be changed: ${n} case${n === 1 ? " cites" : "s cite"} it. Its abbreviations can.`,
  notFound: "This record no longer exists. The list has been reloaded.", // ours
  badListQuery: "The list's search, filters or page could not be read. Please search again.", // ours
} as const;

/** Posts (back-office §2 'Post Cases', §5, §8): the spec's texts verbatim; those marked ours are not the spec's. */
export const postMessages = {
  heading: "Post Cases",
  required: "Please fill all the required field.",
  created: "Post created successfully !",
  updated: "Post updated successfully !",
  empty: "No Staff found.", // the spec's empty text for the post list (§2, §8)
  search: "Search by Post Id, Heading, Post or Case Id", // ours
  headingLong: "Heading can be at most 150 characters.", // ours
  bodyLong: "Post can be at most 5000 characters.", // ours
  caseMissing: "No case has this Doc Id (it may have been deleted). Please select the case again.", // ours
} as const;

/** Bulk import of judgments in the back office (issue 14 item 11; ours: the spec has no such screen). */
export const bulkImportMessages = {
  title: "Import Judgments",
  selectFile: "Please Select File",
  tooLarge: (mb: number) => `The file is larger than ${mb} MB. Please split it into smaller JSON Lines files.`,
  tooLargeWithoutScript: (mb: number, withScript: number) =>
    `Without JavaScript a file can be at most ${mb} MB. Please turn JavaScript on (up to ${withScript} MB) or split the file.`,
  lengthRequired: "The upload did not say its size. Please upload the file from the Import Judgments page.",
  started: "File uploaded. The import has started.",
  notFound: "This import does not exist.",
  noImports: "No imports yet.",
  noRejections: "No line was rejected.",
  lineTooLong: (mb: number) => `line longer than ${mb} MB`,
  failed: "The import stopped. Lines up to the last one counted went in; Resume goes on from there (records already imported are not duplicated).",
  stalled: "No progress for over a minute: the import may have stopped. Resume goes on from the last line counted.",
  resumed: "The import goes on from the last line counted.",
  notResumable: "This import is finished; there is nothing to resume.",
  keptHint:
    "The source differs from a field the staff corrected, so the staff's value was kept. Each case's form shows the source's value beside it, to use if the source is right.",
  noneKept: "No staff edit differs from the source.",
} as const;

/** Staff Users (back-office §2, §5, §8): the spec's texts verbatim; those marked ours are not the spec's (docs/decisions/030). */
export const staffMessages = {
  heading: "Staff Users",
  search: "Search by Staff Id or Name",
  empty: "No Staff found.",
  created: "Staff created successfully !",
  updated: "Staff profile updated successfully !",
  activated: "Staff activated successfully !", // ours
  deactivated: "Staff deactivated successfully !", // ours
  nameRequired: "Please Enter Name", // the client-side form's text (subscriber §5)
  nameLong: "Name can be at most 37 characters.", // ours
  emailLong: "Email can be at most 37 characters.", // ours
  invalidMobile: "Mobile number must be 10 digits and cannot start with 0",
  pincode: "Pincode must be exactly 6 digits.", // ours
  designation: "Designation can have only letters, digits and spaces.", // ours
  designationLong: "Designation can be at most 37 characters.", // ours
  addressRequired: "Please Enter Address", // ours
  addressLong: "Address can be at most 200 characters.", // ours
  stateRequired: "Please Select State",
  roleRequired: "Please select a staff category.", // ours
  emailTaken: "This email id is already used by another account.", // ours
  mobileTaken: "This mobile no is already used by another account.", // ours
  notYourself: "You cannot deactivate or delete your own account.", // ours
  notYourOwnRole: "You cannot change your own staff category.", // ours
  lastSuperAdmin: "This is the last active Super Admin: it cannot be deactivated, demoted or deleted.", // ours
  superAdminOnly: "Only a Super Admin can create, change or remove a Super Admin.", // ours
} as const;

/** Plans, orders and clients in the back office (back-office §2, §5, §8); those marked ours are not the spec's. */
export const businessMessages = {
  noPlans: "No Plans found.",
  noOrders: "No Orders found.",
  noClients: "No Client found.",
  planCreated: "Plan created successfully !",
  orderPlaced: "Order placed successfully successfully !",
  clientCreated: "Client created successfully !",
  clientUpdated: "Client Details updated successfully !",
  selectPlan: "Please select plan.",
  historyFailed: "Somthing went wrong, Please Try Again later.",
  searchClients: "Search by Client Name or Client Id or Email or Mobile Number",
  planNameRequired: "Please Enter Plan Name", // ours
  planNameLong: "Plan Name can be at most 60 characters.", // ours
  planUsers: "Plan Users must be a whole number from 1 to 1000.", // ours
  planType: "Please select a plan type.", // ours
  planCost: "Plan Cost must be a whole number of rupees from 1 to 10000000.", // ours
  planDescriptionRequired: "Please Enter Plan Descriptions", // ours
  planDescriptionLong: "Plan Descriptions can be at most 10 lines of 100 characters.", // ours
  planDescriptionHash: "A description line cannot contain '#'.", // ours
  planInUse: (n: number) => `This plan cannot be deleted: ${n} order${n === 1 ? " uses" : "s use"} it.`, // ours
  endDateFormat: "Please enter the end date as dd/MM/yyyy.", // ours
  endDatePast: "The end date cannot be earlier than today.", // ours
  endDateTooFar: (last: string) => `The end date can be at most 5 years from today (${last} at the latest).`, // ours (decision 042)
  planUpdated: "Plan updated successfully !",
  emailReadOnly: "The e-mail cannot be changed.", // ours
  planEditNote: "Changes apply to orders placed from now on. Orders already placed keep the plan and price they were bought at.", // ours (decision 042)
  grantedByStaff: "Granted by staff", // ours (decision 042)
  grantedNote: "Granted by staff: no payment received; not counted as earnings.", // ours (decision 042)
  endDateBeforeCurrent: (until: string) => `This client's plans run until ${until}. Please choose a later end date.`, // ours
  clientNotFound: "This client does not exist (it may have been deleted).", // ours
  clientNameLong: "Name can be at most 37 characters.", // ours
  clientEmailLong: "Email can be at most 37 characters.", // ours
  clientAddressLong: "Address can be at most 200 characters.", // ours
  designationLong: "Designation can be at most 60 characters.", // ours
  zipCode: "Pincode must be 6 digits.", // ours
  stateInvalid: "Please Select State", // the subscriber spec's
  cityInvalid: "Please select a city of the chosen state.", // ours
  clientHasPlan: "This client has an active or upcoming subscription and cannot be deleted.", // ours
  clientActivated: "Client activated.", // ours
  clientDeactivated: "Client deactivated. Their open sessions have ended.", // ours
} as const;
