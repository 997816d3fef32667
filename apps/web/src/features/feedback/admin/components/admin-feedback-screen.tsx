import { useParams } from 'react-router';
import { FeedbackDetail } from './feedback-detail';
import { FeedbackList } from './feedback-list';

/** `/admin/feedback` (the list) and `/admin/feedback/:id` (one message). */
export function AdminFeedbackScreen() {
  const { id } = useParams();
  if (id === undefined) return <FeedbackList />;
  return <FeedbackDetail key={id} id={Number(id)} />;
}
