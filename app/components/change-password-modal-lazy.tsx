/** The Change Password modal, loaded when shown (app/components/lazy-component.tsx). */
import { lazyComponent } from "./lazy-component";

const changePassword = lazyComponent("change-password", () => import("./change-password-modal").then((m) => m.ChangePasswordModal));

export const LazyChangePasswordModal = changePassword.Lazy;
export const provideChangePasswordModal = changePassword.provide;
