import { z } from "zod";
import { emailSchema, passwordSchema } from "./common";

// Bodies of better-auth's endpoints that our forms send (it validates them again on the server).
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetSchema = z.object({ newPassword: passwordSchema });
