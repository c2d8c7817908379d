import { describe, expect, it } from 'vitest';
import { deliveryReportApplicable, deliveryReportStatus } from './delivery-reports.js';

const AT = '2026-11-26T09:00:00.000Z';
const report = (fields: { appliedAt?: string; startProcessingAt?: string; validationResult?: boolean | null }) => ({
  appliedAt: fields.appliedAt ?? null,
  startProcessingAt: fields.startProcessingAt ?? null,
  validationResult: fields.validationResult ?? null,
});

describe('a provider report’s derived status (one function for server and screen)', () => {
  it('DREP-08 Applied comes first: an applied report is Applied whatever else it carries', () => {
    expect(deliveryReportStatus(report({ appliedAt: AT }))).toBe('Applied');
    expect(deliveryReportStatus(report({ appliedAt: AT, startProcessingAt: AT, validationResult: false }))).toBe(
      'Applied',
    );
  });

  it('DREP-09 DREP-10 DREP-11 then Processing, then Valid, and Validation Error in every other case', () => {
    expect(deliveryReportStatus(report({ startProcessingAt: AT, validationResult: true }))).toBe('Processing');
    expect(deliveryReportStatus(report({ validationResult: true }))).toBe('Valid');
    expect(deliveryReportStatus(report({ validationResult: false }))).toBe('Validation Error');
    expect(deliveryReportStatus(report({}))).toBe('Validation Error');
  });

  it('issue 13 mapping a report with header cells to map is Needs mapping, after Applied, Processing and Valid', () => {
    const headers = ['Guía', 'Resultado'];
    expect(deliveryReportStatus({ ...report({ validationResult: false }), headers })).toBe('Needs mapping');
    expect(deliveryReportStatus({ ...report({ startProcessingAt: AT }), headers })).toBe('Processing');
    expect(deliveryReportStatus({ ...report({ appliedAt: AT }), headers })).toBe('Applied');
    expect(deliveryReportStatus({ ...report({ validationResult: false }), headers: [] })).toBe('Validation Error');
  });

  it('DREP-12 DREP-13 DREP-14 Apply only for a Valid report not applied, while none listed is Processing', () => {
    const valid = report({ validationResult: true });
    expect(deliveryReportApplicable(valid, [valid])).toBe(true);
    expect(deliveryReportApplicable(report({ appliedAt: AT, validationResult: true }), [])).toBe(false);
    expect(deliveryReportApplicable(report({ validationResult: false }), [])).toBe(false);
    expect(deliveryReportApplicable(valid, [valid, report({ startProcessingAt: AT })])).toBe(false);
  });
});
