import { describe, expect, it } from 'vitest';
import { nextStep } from './next-step';

const org = { Id: 7 };
const development = { ProjectId: 3, OrgId: 7 };
const build = { Id: 11, Title: 'Lot 1 design', StructureId: 21 };

describe('Home next step', () => {
  it('walks a newcomer from an organisation to a development, a lot and its results', () => {
    expect(nextStep({ organisations: [], developments: [], builds: [] })).toMatchObject({
      number: 1,
      action: 'Create an organisation',
      to: '/create-organisation',
    });
    expect(nextStep({ organisations: [org], developments: [], builds: [] })).toMatchObject({
      number: 2,
      action: 'Create a development',
      to: '/new-development/0/7',
    });
    expect(nextStep({ organisations: [org, { Id: 8 }], developments: [], builds: [] })?.to).toBe(
      '/new-development/0/0',
    );
    expect(
      nextStep({ organisations: [org], developments: [development], builds: [] }),
    ).toMatchObject({ number: 3, action: 'Add a lot', to: '/find-lot/3' });
    expect(
      nextStep({ organisations: [org], developments: [development], builds: [build] }),
    ).toMatchObject({ number: 4, action: 'See results', to: '/design-results/21' });
  });

  it('offers joining an organisation, and shows who a person is waiting for', () => {
    expect(nextStep({ organisations: [], developments: [], builds: [] })?.also).toEqual({
      action: 'Join an organisation',
      to: '/join-organisation',
    });
    expect(
      nextStep({ organisations: [], developments: [], builds: [], waitingFor: ['Acme Homes'] }),
    ).toMatchObject({
      number: 1,
      title: 'Waiting for an answer',
      text: expect.stringContaining('You asked to join Acme Homes.'),
      to: '/join-organisation',
      also: { action: 'Create an organisation', to: '/create-organisation' },
    });
    // once a member, the waiting is over
    expect(
      nextStep({ organisations: [org], developments: [], builds: [], waitingFor: ['Acme Homes'] })
        ?.number,
    ).toBe(2);
  });

  it('says nothing once the user is under way', () => {
    expect(
      nextStep({ organisations: [org], developments: [development], builds: [build, build] }),
    ).toBeNull();
  });
});
