import { z } from 'zod';
import { messages } from './messages';

/*
 * Words for every validation problem a schema gave no words for, so zod's own texts ("Too big:
 * expected string to have <=200 characters") never reach a user: each says what to change, in
 * the spec's words where it has them (document 1 §5, document 2 §5). Installed once for the whole
 * app (server and web) by importing this module; `route.ts` does, so every call and form has it.
 * A schema's own message always wins (docs/decisions/0025).
 */

type Issue = z.core.$ZodRawIssue;

const numberText = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? value.toLocaleString('en-AU', { maximumFractionDigits: 6 })
    : String(value);

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = numberText(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `Please enter at most ${max} characters.`;
    case 'array':
    case 'set':
      return `Please choose at most ${max}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false
        ? `Please enter a number smaller than ${max}.`
        : `Please enter a number of at most ${max}.`;
    default:
      return `Please enter at most ${max}.`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? 'Please enter a value.' : `Please enter at least ${min} characters.`;
    case 'array':
    case 'set':
      return `Please choose at least ${numberText(min)}.`;
    case 'number':
    case 'int':
    case 'bigint':
      if (min === 0 && issue.inclusive === false) return messages.positiveNumber;
      return issue.inclusive === false
        ? `Please enter a number larger than ${numberText(min)}.`
        : `Please enter a number of ${numberText(min)} or more.`;
    default:
      return `Please enter at least ${numberText(min)}.`;
  }
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return 'Please enter a value.';
  switch (issue.expected) {
    case 'number':
      // "1e309" reads as Infinity: a number too large to hold
      return issue.input === Infinity || issue.input === -Infinity
        ? 'Please enter a smaller number.'
        : messages.nonNegativeNumber;
    case 'int':
      return 'Please enter a whole number.';
    case 'boolean':
      return 'Please choose yes or no.';
    case 'string':
      return 'Please enter text.';
    case 'array':
      return 'Please choose from the list.';
    case 'date':
      return messages.validDate;
    default:
      return 'Please enter a value.';
  }
}

/** The words for one validation problem that its schema left without a message. */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_type':
      return invalidType(issue);
    case 'invalid_format':
      if (issue.format === 'email') return messages.invalidEmail;
      if (issue.format === 'date' || issue.format === 'datetime') return messages.validDate;
      return 'Please check the format of this value.';
    case 'invalid_value':
      return 'Please choose one of the options.';
    case 'not_multiple_of':
      return `Please enter a multiple of ${numberText(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
    default:
      return 'Please check this value.';
  }
}

z.config({ customError: issueMessage });

const specMessages = new Set<string>(Object.values(messages));

/** 'ProjectName' → 'Project Name', 'customLotFieldValue' → 'Custom Lot Field Value'. */
export function fieldLabel(path: ReadonlyArray<string | number>): string {
  return path
    .map((segment) =>
      typeof segment === 'number'
        ? `#${segment + 1}`
        : segment
            .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
            .replace(/^./, (first) => first.toUpperCase()),
    )
    .join(' ');
}

/**
 * A problem as one sentence for a whole form: the spec's messages alone (each names its field),
 * others after the field they concern ('Custom Project Field Value: Please enter at most 200
 * characters.').
 */
export function issueSummary(path: ReadonlyArray<string | number>, message: string): string {
  return path.length === 0 || specMessages.has(message)
    ? message
    : `${fieldLabel(path)}: ${message}`;
}
