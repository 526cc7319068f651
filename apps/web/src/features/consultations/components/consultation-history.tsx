import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import type { ConsultationPost } from '@portal/contracts/consultation';
import { Button, Card, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../../lib/format-file-size';
import { formatTaipeiTime } from '../../../lib/taipei-time';
import { toast } from '../../../lib/toast';
import { downloadConsultationFile } from '../api/consultations-api';

/** The posts of a case, oldest first; the association's answers are marked and set apart. */
export function ConsultationHistory({ caseId, posts }: { caseId: string; posts: ConsultationPost[] }) {
  const { t } = useTranslation();
  const download = async (file: { id: string; fileName: string }) => {
    try {
      await downloadConsultationFile(caseId, file);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <ol className="consultation-history" aria-label={t('consultations.history')}>
      {posts.map((post) => (
        <li key={post.id} className={post.fromAssociation ? 'from-association' : undefined}>
          <Card size="small">
            <Flex wrap gap={8} align="center" justify="space-between">
              <Flex wrap gap={4} align="center">
                <strong>{post.authorName}</strong>
                {post.fromAssociation && <Tag color="blue">{t('consultations.association')}</Tag>}
              </Flex>
              <small>{formatTaipeiTime(post.createdTime, 'minute')}</small>
            </Flex>
            <p className="consultation-content">{post.content}</p>
            {post.file && (
              <Button
                size="small"
                icon={<PaperClipOutlined />}
                aria-label={t('consultations.download', { name: post.file.fileName })}
                onClick={() => post.file && void download(post.file)}
              >
                {post.file.fileName} ({formatFileSize(post.file.size)})
              </Button>
            )}
          </Card>
        </li>
      ))}
    </ol>
  );
}
