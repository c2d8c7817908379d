import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { historyRows, selectDisabled } from '../lib/history-rows';
import { leadIdOf, leadNameOf, leadPhoneOf } from '../lib/lead-fields';
import { validateNewLead } from '../lib/new-lead-rules';
import { defaultCustomTime, isOutsideRecallWindow, recallTime } from '../lib/recall-time';
import { renderScript } from '../lib/script-sections';

const row = (id: number, status: number, name = `N${id}`) => ({
  id,
  name,
  status,
  lastdate: '2026-11-20T10:00:00.000Z',
  phone: '+51987654321',
});

describe('lead fields', () => {
  it('LEAD-01 LEAD-02 LEAD-03 read id or lead_id, name or full_name, ph or phone with encryptedPhone', () => {
    expect(leadIdOf({ id: 5 })).toBe(5);
    expect(leadIdOf({ lead_id: 6 })).toBe(6);
    expect(leadNameOf({ full_name: 'Rosa Pérez' })).toBe('Rosa Pérez');
    expect(leadNameOf({ name: 'Luis', full_name: 'Luis Q' })).toBe('Luis');
    expect(leadPhoneOf({ ph: '****', encryptedPhone: 'lead-5' })).toEqual({ phone: '****', encryptedPhone: 'lead-5' });
    expect(leadPhoneOf({ phone: '+51987654321' }).phone).toBe('+51987654321');
  });
});

describe('history rows', () => {
  it('TASK-25 TASK-26 drops a status-10 row when the same id also has another status', () => {
    expect(historyRows([row(1, 10), row(1, 5), row(2, 10)]).map((r) => [r.id, r.status])).toEqual([
      [1, 5],
      [2, 10],
    ]);
  });

  it('TASK-27 drops duplicate rows', () => {
    expect(historyRows([row(3, 7), row(3, 7), row(4, 0)])).toHaveLength(2);
  });

  it('TASK-28 A-13 select is disabled for canceled (3, 4, 50) or confirmed (5) rows unless a filter is given', () => {
    expect([3, 4, 50, 5].map((status) => selectDisabled({ status }, false))).toEqual([true, true, true, true]);
    expect([0, 1, 7, 9].map((status) => selectDisabled({ status }, false))).toEqual([false, false, false, false]);
    expect(selectDisabled({ status: 3 }, true)).toBe(false);
  });
});

describe('recall time', () => {
  const now = dayjs('2026-11-22T14:02:30.000Z');

  it('RECALL-15 RECALL-17 quick choices count from now; the default is now + 5 minutes', () => {
    expect(recallTime('5', null, now)?.toISOString()).toBe('2026-11-22T14:07:30.000Z');
    expect(recallTime('60', null, now)?.toISOString()).toBe('2026-11-22T15:02:30.000Z');
  });

  it('RECALL-16 RECALL-19 the custom time starts at now + 5 min on the 5-minute grid', () => {
    expect(defaultCustomTime(now).toISOString()).toBe('2026-11-22T14:10:00.000Z');
    expect(recallTime('custom', dayjs('2026-11-25T09:35:00.000Z'), now)?.toISOString()).toBe(
      '2026-11-25T09:35:00.000Z',
    );
  });

  it('RECALL-18 the custom date runs from today to 15 days ahead', () => {
    expect(isOutsideRecallWindow(now.subtract(1, 'day'), now)).toBe(true);
    expect(isOutsideRecallWindow(now, now)).toBe(false);
    expect(isOutsideRecallWindow(now.add(15, 'day'), now)).toBe(false);
    expect(isOutsideRecallWindow(now.add(16, 'day'), now)).toBe(true);
  });
});

describe('add-lead rules', () => {
  const ok = { region: 'pe-central', name: 'Rosa', phone: '+51987654321', offerAndProductIds: 'PE-1|1' };

  it('LEAD-37 LEAD-39 LEAD-40 LEAD-41 LEAD-42 name, phone format, region prefix and product are required', () => {
    expect(validateNewLead(ok)).toEqual({});
    expect(Object.keys(validateNewLead({ ...ok, name: '  ' }))).toEqual(['name']);
    expect(validateNewLead({ ...ok, phone: '51987654321' }).phone?.key).toBe('tasks.addLead.errors.phone');
    expect(validateNewLead({ ...ok, phone: '+0198765432' }).phone?.key).toBe('tasks.addLead.errors.phone');
    expect(validateNewLead({ ...ok, phone: '+5198765' }).phone?.key).toBe('tasks.addLead.errors.phone');
    expect(validateNewLead({ ...ok, phone: '+5198765432101234' }).phone?.key).toBe('tasks.addLead.errors.phone');
    expect(validateNewLead({ ...ok, phone: '+56987654321' }).phone).toEqual({
      key: 'tasks.addLead.errors.prefix',
      params: { prefix: '+51', country: 'Peru' },
    });
    expect(Object.keys(validateNewLead({ ...ok, offerAndProductIds: undefined }))).toEqual(['offerAndProductIds']);
  });
});

describe('script rendering', () => {
  it('LEAD-12 LEAD-13 HTML is sanitised and its headings numbered for the section navigation', () => {
    const { html, sections } = renderScript(
      '<h2>Saludo</h2><p onclick="x()">Hola<script>alert(1)</script></p><h2>Cierre</h2>',
      'html',
    );
    expect(sections.map((s) => [s.number, s.title, s.id])).toEqual([
      [1, 'Saludo', 'script-section-1'],
      [2, 'Cierre', 'script-section-2'],
    ]);
    expect(html).toContain('<h2 id="script-section-1">1. Saludo</h2>');
    expect(html).not.toContain('script>');
    expect(html).not.toContain('onclick');
  });

  it('LEAD-12 markdown is rendered to HTML, then sanitised', () => {
    const { html, sections } = renderScript('## Precio\n\n**S/ 159** <img src=x onerror=alert(1)>', 'markdown');
    expect(sections.map((s) => s.title)).toEqual(['Precio']);
    expect(html).toContain('<strong>S/ 159</strong>');
    expect(html).not.toContain('onerror');
  });
});
