-- The reasons an admin picks when a lead is declined or withdrawn (issue 15). Admins edit them
-- on the options screen; a reason once stored on a lead's timeline is only ever deactivated.
INSERT INTO "options" ("group", "value", "labels", "data", "sort") VALUES
  ('decline_reason', 'credit_history', '{"en": "Credit history", "es": "Historial crediticio", "fr": "Historique de crédit", "pt-BR": "Histórico de crédito", "zh-CN": "信用记录"}'::jsonb, NULL, 10),
  ('decline_reason', 'serviceability', '{"en": "Cannot service the repayments", "es": "No puede afrontar los pagos", "fr": "Capacité de remboursement insuffisante", "pt-BR": "Sem capacidade de pagamento", "zh-CN": "还款能力不足"}'::jsonb, NULL, 20),
  ('decline_reason', 'time_trading', '{"en": "Not trading long enough", "es": "Poca antigüedad del negocio", "fr": "Activité trop récente", "pt-BR": "Pouco tempo de atividade", "zh-CN": "经营时间不足"}'::jsonb, NULL, 30),
  ('decline_reason', 'industry', '{"en": "Industry outside lenders'' appetite", "es": "Sector fuera del perfil de los prestamistas", "fr": "Secteur hors du périmètre des prêteurs", "pt-BR": "Setor fora do perfil dos credores", "zh-CN": "行业不在贷款方承贷范围内"}'::jsonb, NULL, 40),
  ('decline_reason', 'documents', '{"en": "Documents not provided", "es": "No se aportaron los documentos", "fr": "Documents non fournis", "pt-BR": "Documentos não enviados", "zh-CN": "未提供所需文件"}'::jsonb, NULL, 50),
  ('decline_reason', 'other', '{"en": "Other (see the note)", "es": "Otro (vea la nota)", "fr": "Autre (voir la note)", "pt-BR": "Outro (veja a nota)", "zh-CN": "其他（见备注）"}'::jsonb, NULL, 90),
  ('withdrawal_reason', 'no_longer_needed', '{"en": "Finance no longer needed", "es": "Ya no necesita financiación", "fr": "Financement plus nécessaire", "pt-BR": "Não precisa mais do crédito", "zh-CN": "不再需要融资"}'::jsonb, NULL, 10),
  ('withdrawal_reason', 'went_elsewhere', '{"en": "Financed elsewhere", "es": "Se financió en otra entidad", "fr": "Financé ailleurs", "pt-BR": "Conseguiu crédito em outro lugar", "zh-CN": "已在别处获得融资"}'::jsonb, NULL, 20),
  ('withdrawal_reason', 'terms', '{"en": "Did not accept the terms", "es": "No aceptó las condiciones", "fr": "N’a pas accepté les conditions", "pt-BR": "Não aceitou as condições", "zh-CN": "未接受贷款条件"}'::jsonb, NULL, 30),
  ('withdrawal_reason', 'unresponsive', '{"en": "No reply from the applicant", "es": "El solicitante no responde", "fr": "Pas de réponse du demandeur", "pt-BR": "O solicitante não responde", "zh-CN": "申请人未回复"}'::jsonb, NULL, 40),
  ('withdrawal_reason', 'other', '{"en": "Other (see the note)", "es": "Otro (vea la nota)", "fr": "Autre (voir la note)", "pt-BR": "Outro (veja a nota)", "zh-CN": "其他（见备注）"}'::jsonb, NULL, 90);
