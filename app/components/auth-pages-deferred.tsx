/**
 * The forms of the full-page login, registration, forgot-password and reset-password screens,
 * hydrated when first used (app/components/deferred.tsx; issue 22 item 11): conform and the
 * forms' code are not part of those pages' first load.
 */
import { deferredComponent } from "./deferred";

const login = deferredComponent("login-form", () => import("./auth-forms").then((m) => m.LoginForm));
const register = deferredComponent("register-form", () => import("./auth-forms").then((m) => m.RegisterForm));
const forgot = deferredComponent("forgot-form", () => import("./auth-forms").then((m) => m.ForgotPasswordForm));
const reset = deferredComponent("reset-password", () => import("./reset-password-form").then((m) => m.ResetPasswordForm));

export const LoginFormDeferred = login.Deferred;
export const RegisterFormDeferred = register.Deferred;
export const ForgotPasswordFormDeferred = forgot.Deferred;
export const ResetPasswordFormDeferred = reset.Deferred;
/** For auth-pages-deferred.server.ts, which hands the server the components. */
export const authPageForms = { login, register, forgot, reset };
