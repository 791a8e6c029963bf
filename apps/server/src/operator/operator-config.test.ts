import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { isOperator } from './operator.service';

const caller = (email: string) => ({ userId: 1, email, sessionId: 1 });

describe('CIRCA_OPERATOR_EMAILS', () => {
  it('is empty by default: nobody is an operator', () => {
    const config = loadConfig({});
    expect(config.CIRCA_OPERATOR_EMAILS).toEqual([]);
    expect(
      isOperator({ operatorEmails: config.CIRCA_OPERATOR_EMAILS }, caller('a@b.example')),
    ).toBe(false);
  });

  it('takes addresses separated by commas, spaces or semicolons, compared without case', () => {
    const config = loadConfig({
      CIRCA_OPERATOR_EMAILS: ' Ops@Circa.example,  b@c.example; d@e.example ',
    });
    expect(config.CIRCA_OPERATOR_EMAILS).toEqual([
      'ops@circa.example',
      'b@c.example',
      'd@e.example',
    ]);
    const deps = { operatorEmails: config.CIRCA_OPERATOR_EMAILS };
    expect(isOperator(deps, caller('OPS@circa.example'))).toBe(true);
    expect(isOperator(deps, caller('ops@circa.example.evil'))).toBe(false);
  });

  it('stops the start with the variable named when an entry is not an address', () => {
    expect(() => loadConfig({ CIRCA_OPERATOR_EMAILS: 'ops@circa.example, nobody' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ CIRCA_OPERATOR_EMAILS: 'nobody' })).toThrow(/CIRCA_OPERATOR_EMAILS/);
  });
});
