-- Issue 15: a lead is declined or withdrawn only with a reason from these option groups
-- (shared/leads/close-reasons.ts). Admins edit them later; a stored value is never renamed,
-- only deactivated.
INSERT INTO "options" ("group", "value", "labels", "data", "sort") VALUES
  ('decline_reason', 'serviceability', '{"en": "Cannot service the repayments", "es": "No puede asumir los pagos", "fr": "Capacité de remboursement insuffisante", "pt-BR": "Sem capacidade de pagamento", "zh-CN": "还款能力不足"}'::jsonb, NULL, 10),
  ('decline_reason', 'credit_history', '{"en": "Credit history", "es": "Historial crediticio", "fr": "Historique de crédit", "pt-BR": "Histórico de crédito", "zh-CN": "信用记录"}'::jsonb, NULL, 20),
  ('decline_reason', 'time_trading', '{"en": "Not trading long enough", "es": "Antigüedad insuficiente de la empresa", "fr": "Ancienneté de l’entreprise insuffisante", "pt-BR": "Pouco tempo de atividade", "zh-CN": "经营时间不足"}'::jsonb, NULL, 30),
  ('decline_reason', 'industry', '{"en": "Industry outside lender policy", "es": "Sector fuera de la política de los prestamistas", "fr": "Secteur hors de la politique des prêteurs", "pt-BR": "Setor fora da política dos credores", "zh-CN": "行业不符合贷款机构政策"}'::jsonb, NULL, 40),
  ('decline_reason', 'documents', '{"en": "Documents not provided", "es": "Documentos no aportados", "fr": "Documents non fournis", "pt-BR": "Documentos não enviados", "zh-CN": "未提供所需文件"}'::jsonb, NULL, 50),
  ('decline_reason', 'unreachable', '{"en": "Applicant could not be reached", "es": "No se pudo contactar con el solicitante", "fr": "Demandeur injoignable", "pt-BR": "Não foi possível contatar o solicitante", "zh-CN": "无法联系到申请人"}'::jsonb, NULL, 60),
  ('decline_reason', 'other', '{"en": "Other", "es": "Otro", "fr": "Autre", "pt-BR": "Outro", "zh-CN": "其他"}'::jsonb, NULL, 70),
  ('withdrawal_reason', 'found_elsewhere', '{"en": "Finance found elsewhere", "es": "Consiguió financiación en otro lugar", "fr": "Financement trouvé ailleurs", "pt-BR": "Conseguiu crédito em outro lugar", "zh-CN": "已在别处获得融资"}'::jsonb, NULL, 10),
  ('withdrawal_reason', 'no_longer_needed', '{"en": "No longer needs finance", "es": "Ya no necesita financiación", "fr": "N’a plus besoin de financement", "pt-BR": "Não precisa mais do crédito", "zh-CN": "不再需要融资"}'::jsonb, NULL, 20),
  ('withdrawal_reason', 'rate_or_fees', '{"en": "Rate or fees too high", "es": "Tipo de interés o comisiones demasiado altos", "fr": "Taux ou frais trop élevés", "pt-BR": "Taxa de juros ou tarifas altas demais", "zh-CN": "利率或费用过高"}'::jsonb, NULL, 30),
  ('withdrawal_reason', 'too_slow', '{"en": "The process took too long", "es": "El proceso tardó demasiado", "fr": "La procédure a été trop longue", "pt-BR": "O processo demorou demais", "zh-CN": "流程耗时过长"}'::jsonb, NULL, 40),
  ('withdrawal_reason', 'other', '{"en": "Other", "es": "Otro", "fr": "Autre", "pt-BR": "Outro", "zh-CN": "其他"}'::jsonb, NULL, 50)
ON CONFLICT ("group", "value") DO NOTHING;
