/** The server renders the auth pages' forms in the first HTML: it gets their components at start. */
import { ForgotPasswordForm, LoginForm, RegisterForm } from "./auth-forms";
import { authPageForms } from "./auth-pages-deferred";
import { ResetPasswordForm } from "./reset-password-form";

authPageForms.login.provide(LoginForm);
authPageForms.register.provide(RegisterForm);
authPageForms.forgot.provide(ForgotPasswordForm);
authPageForms.reset.provide(ResetPasswordForm);
