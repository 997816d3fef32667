import { NdaUploadScreen } from '@/features/ndas/components/nda-upload-screen';

/** /nda-upload/:businessId and /upload/nda-documents/:businessId: public routes; the work needs a session (decision 065). */
export default function NdaUploadPage() {
  return <NdaUploadScreen />;
}
