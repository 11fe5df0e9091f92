import { SoftSkillsPage } from '@/features/courses/components/soft-skills-page.tsx';

/** /habilidades-blandas (every role). */
export function Component() {
  return <SoftSkillsPage />;
}
