import { issueMessage, issueParams, type TextIssue } from "#core/validation/text-validator.ts";
import { HttpError } from "./http-error";

/**
 * A text validator's issue as the API's 400: the English message (with `label` for the
 * field, and an optional prefix such as "Option 2: "), the field, and the issue as params
 * so the web can say it in the person's language.
 */
export function textIssueError(
  issue: TextIssue,
  field: string = issue.field,
  label: string = issue.field,
  prefix = "",
): HttpError {
  return new HttpError(
    400,
    "VALIDATION_ERROR",
    `${prefix}${issueMessage(issue, label)}`,
    field,
    issueParams(issue),
  );
}
