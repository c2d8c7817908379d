/**
 * A form's sections as a version keeps them: trimmed texts, checked beyond what the schema can
 * say (a blank text, a scale without its top), and each question given the id answers refer to.
 */
import type { QualitySection, QualitySectionInput } from '@umbrella/contract';
import { invalidField } from '../../platform/http-error.js';

export function formSections(input: readonly QualitySectionInput[]): QualitySection[] {
  const errors: Record<string, string> = {};
  const sections = input.map((section, s) => {
    const title = section.title.trim();
    if (!title) errors[`sections.${s}.title`] = 'must not be blank';
    return {
      title,
      questions: section.questions.map((q, i) => {
        const field = `sections.${s}.questions.${i}`;
        const text = q.text.trim();
        if (!text) errors[`${field}.text`] = 'must not be blank';
        if (q.kind === 'scale' && q.scaleMax === undefined) errors[`${field}.scaleMax`] = 'is required for a scale';
        return {
          id: `${s + 1}.${i + 1}`,
          text,
          kind: q.kind,
          scaleMax: q.kind === 'scale' ? (q.scaleMax ?? null) : null,
          weight: q.weight,
          allowNa: q.allowNa,
          critical: q.critical,
        };
      }),
    };
  });
  if (Object.keys(errors).length) throw invalidField(errors);
  return sections;
}

export const questionsOf = (sections: readonly QualitySection[]) => sections.flatMap((s) => s.questions);
