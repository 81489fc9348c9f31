/** The server renders an open Change Password modal in the first HTML: it gets the component at start. */
import { ChangePasswordModal } from "./change-password-modal";
import { provideChangePasswordModal } from "./change-password-modal-lazy";

provideChangePasswordModal(ChangePasswordModal);
