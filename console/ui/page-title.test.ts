import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('a page title', () => {
  it.each([
    [[], 'Podspot'],
    [['Advertise'], 'Advertise – Podspot'],
    [['Earn', 'Opportunities'], 'Opportunities – Earn – Podspot'],
    [['Earn', 'Campaigns', 'Archived'], 'Archived – Campaigns – Earn – Podspot'],
    [['Log in to Podspot'], 'Log in to Podspot'],
  ])('of %j reads %s', (labels, title) => {
    expect(pageTitle(labels)).toBe(title);
  });
});
