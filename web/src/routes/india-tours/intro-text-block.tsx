import { useId, useState } from 'react';
import { INDIA_INTRO_TEXT, INTRO_PREVIEW_LENGTH, previewOf } from './intro-text';

export function IntroText() {
  const [isExpanded, setIsExpanded] = useState(false);
  const textId = useId();
  const text = isExpanded ? INDIA_INTRO_TEXT : previewOf(INDIA_INTRO_TEXT, INTRO_PREVIEW_LENGTH);
  return (
    <div className="intro-text">
      <div id={textId} className="intro-text__body">
        {text.split('\n\n').map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      <button
        type="button"
        className="intro-text__toggle"
        aria-expanded={isExpanded}
        aria-controls={textId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
      >
        {isExpanded ? 'Show Less' : 'Show More'}
      </button>
    </div>
  );
}
