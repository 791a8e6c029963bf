import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldLabel, issueSummary } from './issue-messages';
import { messages } from './messages';
import { projectSettingsFieldsSchema } from './developments.schema';

const firstMessage = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('plain words for problems a schema left without a message', () => {
  it.each([
    [z.string().max(200), 'x'.repeat(201), 'Please enter at most 200 characters.'],
    [z.string().trim().min(1), '  ', 'Please enter a value.'],
    [z.number().max(1e9), 2e9, 'Please enter a number of at most 1,000,000,000.'],
    [z.number().min(0), -1, 'Please enter a number of 0 or more.'],
    [z.number().gt(0), 0, messages.positiveNumber],
    [z.number(), 'ten', messages.nonNegativeNumber],
    [z.number(), Infinity, 'Please enter a smaller number.'],
    [z.int32(), 1.5, 'Please enter a whole number.'],
    [z.boolean(), 'yes', 'Please choose yes or no.'],
    [z.email(), 'not-an-email', messages.invalidEmail],
    [z.enum(['a', 'b']), 'c', 'Please choose one of the options.'],
    [z.array(z.int32()).max(2), [1, 2, 3], 'Please choose at most 2.'],
    [z.object({ a: z.string() }), {}, 'Please enter a value.'],
  ])('%#: says what to change', (schema, value, message) => {
    const text = firstMessage(schema, value);
    expect(text).toBe(message);
    expect(text).not.toMatch(/Too big|Too small|Invalid input|expected/);
  });

  it("keeps a schema's own message, and the required message no longer hides a length", () => {
    const name = projectSettingsFieldsSchema.shape.ProjectName;
    expect(firstMessage(name, '')).toBe(messages.projectNameRequired);
    expect(firstMessage(name, 'N'.repeat(201))).toBe(messages.projectNameTooLong);
    expect(firstMessage(projectSettingsFieldsSchema.shape.LandArea, Infinity)).toBe(
      messages.landAreaInvalid,
    );
  });

  it('names the field unless the message is one of the spec texts', () => {
    expect(fieldLabel(['CustomProjectFieldValue'])).toBe('Custom Project Field Value');
    expect(fieldLabel(['lots', 0, 'name'])).toBe('Lots #1 Name');
    expect(issueSummary(['rememberMe'], 'Please choose yes or no.')).toBe(
      'Remember Me: Please choose yes or no.',
    );
    expect(issueSummary(['ProjectName'], messages.projectNameRequired)).toBe(
      messages.projectNameRequired,
    );
  });
});
