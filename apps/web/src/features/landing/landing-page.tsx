import { AudienceSection } from './components/audience-section.tsx';
import { ClosingSection } from './components/closing-section.tsx';
import { FeaturesSection } from './components/features-section.tsx';
import { HeroSection } from './components/hero-section.tsx';
import { ProblemSolutionSection } from './components/problem-solution-section.tsx';
import { SiteFooter } from './components/site-footer.tsx';

/** SPEC.md section 2: hero, problem, solution, audience and features, footer with company details. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <ProblemSolutionSection />
      <FeaturesSection />
      <AudienceSection />
      <ClosingSection />
      <SiteFooter />
    </>
  );
}
