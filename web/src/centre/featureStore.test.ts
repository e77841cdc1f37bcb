import { describe, expect, it } from 'vitest';
import type { RootStore } from '../stores/RootStore';
import { testRoot } from '../stores/testRoot';
import { followLanguage } from './featureStore';

describe('feature stores that hold platform text', () => {
  it('hear each language switch once, while they live; stores not made yet are not made', async () => {
    const { root } = testRoot({ signedIn: true });
    const heard: string[] = [];
    let made = 0;
    const createFollowing = (r: RootStore) => {
      followLanguage(r);
      return { languageChanged: () => heard.push(r.language.code) };
    };
    // Made by two screens' factories: the root still tells the store once per switch.
    const createAnother = (r: RootStore) => {
      followLanguage(r);
      made += 1;
      return {};
    };
    root.features.get(createFollowing);
    await root.language.choose('TH');
    await root.language.choose('VI');
    expect(heard).toEqual(['TH', 'VI']);
    expect(made).toBe(0);

    // Signing out drops the stores: nothing is told any more until one is made again.
    root.session.forget();
    await root.language.choose('KM');
    expect(heard).toEqual(['TH', 'VI']);
    root.features.get(createAnother);
    root.features.get(createFollowing);
    await root.language.choose('EN');
    expect(heard).toEqual(['TH', 'VI', 'EN']);
  });
});
