import { describe, expect, it } from 'vitest';
import { SURVEY_FORMS, surveyFormUrl } from './config';

describe('surveyFormUrl', () => {
  it.each<[string, string | null, string]>([
    ['localhost', 'a@podspot.test', `${SURVEY_FORMS.test}?email=a%40podspot.test`],
    ['127.0.0.1', 'a@podspot.test', `${SURVEY_FORMS.test}?email=a%40podspot.test`],
    ['console.podspot.com', 'a+b@podspot.test', `${SURVEY_FORMS.production}?email=a%2Bb%40podspot.test`],
    ['staging.example.org', 'x@y.z', `${SURVEY_FORMS.production}?email=x%40y.z`],
    ['localhost', null, SURVEY_FORMS.test],
  ])('on %s with %s → %s', (host, email, expected) => expect(surveyFormUrl(email, host)).toBe(expected));
});
