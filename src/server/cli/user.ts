import { parseArgs } from "node:util";
import { emailSchema, roleSchema } from "@shared/schemas/common";
import type { Deps } from "../deps";
import { createResetLink, setDisabled, setRole } from "../auth/account-admin";
import { AppError } from "../lib/errors";

const usage = `usage: user reset-link --email <email>
       user set-role --email <email> --role owner|admin|member|viewer
       user disable --email <email>
       user enable --email <email>`;

/** `npx fundline user …`: account rescue for operators (no mail yet, or an owner locked out). */
export async function userCommand(deps: Deps, args: string[]) {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { email: { type: "string" }, role: { type: "string" } },
  });
  const action = positionals[0];
  if (!values.email) throw new AppError("bad_request", usage);
  const email = emailSchema.parse(values.email);
  switch (action) {
    case "reset-link":
      return createResetLink(deps, email);
    case "set-role":
      return setRole(deps, email, roleSchema.parse(values.role));
    case "disable":
      return setDisabled(deps, email, true);
    case "enable":
      return setDisabled(deps, email, false);
    default:
      throw new AppError("bad_request", usage);
  }
}
