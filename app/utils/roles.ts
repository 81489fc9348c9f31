/**
 * Staff roles and the back office's route table (back-office §2, decision 1). Used by the server
 * to allow or refuse every admin loader and action, and by the sidebar for its menu.
 */
export const ROLE = { ADMIN: 1, USER: 2, SUPER_ADMIN: 3, DATA_OPERATOR: 4 } as const;

export const ROLE_TITLES: Record<number, string> = {
  [ROLE.SUPER_ADMIN]: "Super Admin",
  [ROLE.ADMIN]: "Admin",
  [ROLE.DATA_OPERATOR]: "Data Entry Operator",
  [ROLE.USER]: "Client",
};

/** The staff categories of the staff filter, form and table and of the API's staffCategory (back-office §2, §6). */
export const STAFF_CATEGORY: Record<number, string> = { [ROLE.DATA_OPERATOR]: "DATA OPERATOR", [ROLE.ADMIN]: "ADMIN", [ROLE.SUPER_ADMIN]: "SUPER ADMIN" };

/** The display-only digit of the legacy token: 0 Super Admin, 1 Admin, 2 Data Entry Operator. */
export const TOKEN_DIGIT: Record<number, number> = { [ROLE.SUPER_ADMIN]: 0, [ROLE.ADMIN]: 1, [ROLE.DATA_OPERATOR]: 2 };

const ALL_STAFF = [ROLE.SUPER_ADMIN, ROLE.ADMIN, ROLE.DATA_OPERATOR];
const SUPER_AND_ADMIN = [ROLE.SUPER_ADMIN, ROLE.ADMIN];
const SUPER_ONLY = [ROLE.SUPER_ADMIN];

/** Which staff roles may use each back-office section (the first path segment after /admin). */
export const ADMIN_ROUTES: Record<string, readonly number[]> = {
  dashboard: ALL_STAFF,
  addCase: ALL_STAFF,
  cases: ALL_STAFF,
  changePassword: ALL_STAFF,
  clients: SUPER_AND_ADMIN,
  court: SUPER_AND_ADMIN,
  act: SUPER_AND_ADMIN,
  orders: SUPER_AND_ADMIN,
  staff: SUPER_ONLY,
  plans: SUPER_ONLY,
  post: SUPER_ONLY,
  notification: SUPER_ONLY,
  import: SUPER_AND_ADMIN,
};

export function mayUse(roleId: number, section: string): boolean {
  return ADMIN_ROUTES[section]?.includes(roleId) ?? false;
}

export type MenuItem = { label: string; to: string };

/** The sidebar per role, in the spec's order. */
export function sidebarFor(roleId: number): MenuItem[] {
  const item = (label: string, section: string): MenuItem => ({ label, to: `/admin/${section}` });
  if (roleId === ROLE.SUPER_ADMIN) {
    return [
      item("Dashboard", "dashboard"), item("Clients", "clients"), item("Plans", "plans"), item("Cases", "cases"),
      item("Add Case", "addCase"), item("Staff Users", "staff"), item("Posts", "post"), item("Notifications", "notification"),
      item("Court Names", "court"), item("Act Names", "act"), item("Import Judgments", "import"), item("Change Password", "changePassword"),
    ];
  }
  if (roleId === ROLE.ADMIN) {
    return [
      item("Dashboard", "dashboard"), item("Clients", "clients"), item("Cases", "cases"), item("Add Case", "addCase"),
      item("Import Judgments", "import"), item("Change Password", "changePassword"),
    ];
  }
  if (roleId === ROLE.DATA_OPERATOR) {
    return [item("Dashboard", "dashboard"), item("Cases", "cases"), item("Add Case", "addCase"), item("Change Password", "changePassword")];
  }
  return [];
}
