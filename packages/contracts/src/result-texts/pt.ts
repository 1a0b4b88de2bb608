import type { ResultTexts } from './types.js';
import { ptApp } from './pt-app.js';

export const pt: ResultTexts = {
  measure: {
    headlines: 'Números principais',
    details: 'Detalhes da medição',
    notMeasured: 'não medido',
    needsScale: 'requer uma escala (régua ou marcador na foto)',
    repeatability: {
      relative:
        'Repetível dentro de ±{{percent}} %: uma mudança menor entre consultas não é uma mudança mensurável.',
      count:
        'Repetível dentro de ±{{plusMinus}}: uma mudança menor entre consultas não é uma mudança mensurável.',
    },
    table: {
      measure: 'Medida',
      value: 'Valor',
      unit: 'Unidade',
      about: 'Como é medido',
    },
    headline: {
      'erythema-astar': {
        erythemaAreaPercent: {
          label: 'Área vermelha',
          meaning:
            'Proporção da pele visível claramente mais vermelha do que a própria pele do paciente na mesma foto.',
        },
        deltaAStarMean: {
          label: 'Intensidade da vermelhidão',
          meaning:
            'Quanto a área vermelha é mais vermelha do que a própria pele do paciente (Δa*); 0 significa sem diferença.',
        },
      },
      'red-blob-candidates': {
        candidateCount: {
          label: 'Lesões inflamatórias candidatas',
          meaning:
            'Manchas vermelhas do tamanho de uma lesão encontradas na foto. Apenas candidatas: você confirma a contagem; não é um grau de acne.',
        },
        densityPerCm2: {
          label: 'Candidatas por cm²',
          meaning:
            'Lesões candidatas por cm² de pele visível; comparável entre fotos tiradas com escala.',
        },
      },
      'lesion-otsu-shape': {
        diameterMm: {
          label: 'Diâmetro',
          meaning: 'Maior distância através da lesão delimitada.',
        },
        colourCount: {
          label: 'Cores',
          meaning:
            'Cores de referência (branco, vermelho, castanho-claro, castanho-escuro, cinza-azulado, preto) que cobrem pelo menos 5 % da lesão.',
        },
        abruptBorderSectors: {
          label: 'Borda abrupta',
          meaning:
            'Setores (de 8) em que a borda da lesão termina de forma nítida. Os graus do TDS continuam sendo seus.',
        },
      },
      'generic-lesion-measurements': {
        diameterMm: {
          label: 'Diâmetro',
          meaning: 'Maior distância através da região mais contrastada da foto.',
        },
        lesionAreaMm2: {
          label: 'Área',
          meaning: 'Área da região mais contrastada da foto.',
        },
      },
      'hyperpigmentation-lstar': {
        pigmentedAreaPercent: {
          label: 'Área pigmentada',
          meaning: 'Proporção da pele visível claramente mais escura do que a pele ao redor.',
        },
        lightnessContrast: {
          label: 'Mais escura que a pele ao redor',
          meaning:
            'Diferença de luminosidade (ΔL*) entre a área pigmentada e a pele ao redor; mais negativo é mais escuro. O grau de escurecimento continua sendo seu.',
        },
      },
      'depigmentation-lstar': {
        depigmentedAreaPercent: {
          label: 'Área despigmentada',
          meaning: 'Proporção da pele visível claramente mais clara do que a pele ao redor.',
        },
        lightnessContrast: {
          label: 'Mais clara que a pele ao redor',
          meaning:
            'Diferença de luminosidade (ΔL*) entre a área despigmentada e a pele ao redor; maior é mais clara.',
        },
      },
      'wrinkles-frangi': {
        lineDensityPercent: {
          label: 'Densidade de linhas',
          meaning:
            'Proporção da pele visível coberta pelas linhas finas detectadas. Não é um grau de rugas; a iluminação a altera.',
        },
        totalLengthMm: {
          label: 'Comprimento total das linhas',
          meaning: 'Comprimento somado das linhas detectadas.',
        },
      },
      'wound-colour-planimetry': {
        woundAreaCm2: {
          label: 'Área da ferida',
          meaning: 'Área da ferida delimitada.',
        },
        redPercent: {
          label: 'Tecido vermelho',
          meaning: 'Proporção da ferida com a cor do tecido de granulação.',
        },
        blackPercent: {
          label: 'Tecido preto',
          meaning: 'Proporção da ferida com a cor da necrose.',
        },
      },
      'hair-closing-lstar': {
        hairLossAreaPercent: {
          label: 'Couro cabeludo sem cobertura de cabelo',
          meaning:
            'Proporção do couro cabeludo visível onde não foi detectado cabelo. Os graus do SALT continuam sendo seus.',
        },
      },
      'pores-dog': {
        densityPerCm2: {
          label: 'Poros por cm²',
          meaning: 'Poros visíveis por cm² de pele; comparável entre fotos tiradas com escala.',
        },
        poreCount: {
          label: 'Poros contados',
          meaning:
            'Poros visíveis na foto; comparável apenas entre fotos com o mesmo enquadramento.',
        },
      },
    },
    quantity: {
      erythemaAreaPercent: {
        label: 'Área vermelha',
        unit: '% da pele visível',
        about:
          'pele pelo menos {{deltaAStar}} unidades a* mais vermelha do que a pele de referência',
      },
      aStarMean: {
        label: 'Vermelhidão média (a*)',
        unit: 'a*',
        about: 'a* CIELAB médio sobre a pele visível',
      },
      aStarP50: {
        label: 'Vermelhidão mediana (a*)',
        unit: 'a*',
        about: 'a* CIELAB mediano sobre a pele visível',
      },
      aStarP90: {
        label: 'Vermelhidão, percentil 90 (a*)',
        unit: 'a*',
        about: 'percentil 90 do a* CIELAB sobre a pele visível',
      },
      aStarP95: {
        label: 'Vermelhidão, percentil 95 (a*)',
        unit: 'a*',
        about: 'percentil 95 do a* CIELAB sobre a pele visível',
      },
      referenceAStar: {
        label: 'Vermelhidão da pele de referência (a*)',
        unit: 'a*',
        about:
          'a* mediano de uma amostra de pixels cor de pele: a própria pele do paciente nesta foto',
      },
      deltaAStarMean: {
        label: 'Vermelhidão acima da própria pele',
        unit: 'Δa*',
        about: 'a* médio da área vermelha menos a pele de referência (mesma foto)',
      },
      erythemaIndexMean: {
        label: 'Índice de eritema',
        unit: 'unidades arbitrárias',
        about: '100·log10(R/G) em sRGB linear, sem referência de branco',
      },
      erythemaAreaPx: {
        label: 'Área vermelha em pixels',
        unit: 'px²',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      erythemaAreaMm2: {
        label: 'Área vermelha',
        unit: 'mm²',
        about: 'requer uma escala (px/mm) ou um marcador de calibração',
      },
      skinAreaPx: {
        label: 'Pele visível em pixels',
        unit: 'px²',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      skinAreaMm2: {
        label: 'Área de pele visível',
        unit: 'mm²',
        about: 'requer uma escala (px/mm) ou um marcador de calibração',
      },
      candidateCount: {
        label: 'Lesões candidatas',
        unit: 'candidatas',
        about: 'manchas vermelhas do tamanho de uma lesão; você confirma a contagem',
      },
      meanDiameterPx: {
        label: 'Diâmetro médio das candidatas em pixels',
        unit: 'px',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      meanDiameterMm: {
        label: 'Diâmetro médio das candidatas',
        unit: 'mm',
        about: 'diâmetro do disco de mesma área; requer uma escala',
      },
      densityPerCm2: {
        label: 'Densidade',
        unit: 'por cm²',
        about: 'contagem por cm² de pele visível; requer uma escala',
      },
      lesionAreaPx: {
        label: 'Área da lesão em pixels',
        unit: 'px²',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      lesionAreaMm2: {
        label: 'Área da lesão',
        unit: 'mm²',
        about: 'área da lesão delimitada; requer uma escala',
      },
      diameterPx: {
        label: 'Diâmetro em pixels',
        unit: 'px',
        about: 'maior distância através da lesão (Feret); não comparável entre fotos',
      },
      diameterMm: {
        label: 'Diâmetro',
        unit: 'mm',
        about: 'maior distância através da lesão (Feret); requer uma escala',
      },
      equivalentDiameterMm: {
        label: 'Diâmetro equivalente',
        unit: 'mm',
        about: 'diâmetro do disco de mesma área; requer uma escala',
      },
      perimeterPx: {
        label: 'Perímetro em pixels',
        unit: 'px',
        about: 'comprimento do contorno; não comparável entre fotos',
      },
      compactnessIndex: {
        label: 'Irregularidade do contorno',
        unit: 'P²/(4πA)',
        about: '1 para um disco; maior para contornos irregulares',
      },
      asymmetryMajorAxis: {
        label: 'Assimetria, eixo maior',
        unit: 'índice 0–2',
        about:
          'parte do contorno que não coincide com a sua imagem espelhada em relação ao eixo maior (0 simétrico)',
      },
      asymmetryMinorAxis: {
        label: 'Assimetria, eixo menor',
        unit: 'índice 0–2',
        about:
          'parte do contorno que não coincide com a sua imagem espelhada em relação ao eixo menor (0 simétrico)',
      },
      abruptBorderSectors: {
        label: 'Borda abrupta',
        unit: 'setores de 8',
        about: 'setores cuja borda é mais nítida do que 0,1 × o contraste da lesão por pixel',
      },
      colourCount: {
        label: 'Cores',
        unit: 'de 6',
        about: 'cores de referência que cobrem pelo menos 5 % da lesão',
      },
      deltaLStar: {
        label: 'Diferença de luminosidade',
        unit: 'ΔL*',
        about: 'L* médio da região menos o resto da foto',
      },
      deltaAStar: {
        label: 'Diferença de vermelhidão',
        unit: 'Δa*',
        about: 'a* médio da região menos o resto da foto',
      },
      deltaBStar: {
        label: 'Diferença de amarelo',
        unit: 'Δb*',
        about: 'b* médio da região menos o resto da foto',
      },
      pigmentedAreaPercent: {
        label: 'Área pigmentada',
        unit: '% da pele visível',
        about: 'pele pelo menos {{deltaLStar}} unidades L* mais escura do que a pele de referência',
      },
      depigmentedAreaPercent: {
        label: 'Área despigmentada',
        unit: '% da pele visível',
        about: 'pele pelo menos {{deltaLStar}} unidades L* mais clara do que a pele de referência',
      },
      melaninIndexContrast: {
        label: 'Diferença do índice de melanina',
        unit: 'unidades arbitrárias',
        about: 'índice de melanina médio da área menos a pele ao redor',
      },
      lightnessContrast: {
        label: 'Diferença de luminosidade em relação à pele ao redor',
        unit: 'ΔL*',
        about: 'L* médio da área menos a pele ao redor',
      },
      referenceLightness: {
        label: 'Luminosidade da pele de referência',
        unit: 'L*',
        about: 'L* mediano de uma amostra de pixels cor de pele',
      },
      pigmentedAreaPx: {
        label: 'Área pigmentada em pixels',
        unit: 'px²',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      pigmentedAreaMm2: {
        label: 'Área pigmentada',
        unit: 'mm²',
        about: 'requer uma escala (px/mm) ou um marcador de calibração',
      },
      depigmentedAreaPx: {
        label: 'Área despigmentada em pixels',
        unit: 'px²',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      depigmentedAreaMm2: {
        label: 'Área despigmentada',
        unit: 'mm²',
        about: 'requer uma escala (px/mm) ou um marcador de calibração',
      },
      lineDensityPercent: {
        label: 'Densidade de linhas',
        unit: '% da pele visível',
        about: 'pixels de crista sobre a pele visível',
      },
      totalLengthPx: {
        label: 'Comprimento total das linhas em pixels',
        unit: 'px',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      totalLengthMm: {
        label: 'Comprimento total das linhas',
        unit: 'mm',
        about: 'comprimento das linhas detectadas; requer uma escala',
      },
      lineCount: {
        label: 'Segmentos de linha',
        unit: 'segmentos',
        about: 'segmentos de linha conectados detectados',
      },
      woundAreaPx: {
        label: 'Área da ferida em pixels',
        unit: 'px²',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      woundAreaCm2: {
        label: 'Área da ferida',
        unit: 'cm²',
        about: 'ferida delimitada; requer uma escala ou um marcador de calibração',
      },
      redPercent: {
        label: 'Tecido vermelho',
        unit: '% da ferida',
        about: 'pixels com a cor do tecido de granulação',
      },
      yellowPercent: {
        label: 'Tecido amarelo',
        unit: '% da ferida',
        about: 'pixels com a cor do esfacelo',
      },
      blackPercent: {
        label: 'Tecido preto',
        unit: '% da ferida',
        about: 'pixels com a cor da necrose',
      },
      pxPerMm: {
        label: 'Escala usada',
        unit: 'px/mm',
        about: 'da escala introduzida ou do marcador de calibração encontrado',
      },
      hairLossAreaPercent: {
        label: 'Couro cabeludo sem cobertura de cabelo',
        unit: '% do couro cabeludo visível',
        about: 'couro cabeludo onde não foi detectado cabelo',
      },
      hairPixelThreshold: {
        label: 'Limiar de deteção de cabelo',
        unit: 'L*',
        about: 'luminosidade abaixo da qual um pixel conta como cabelo (Otsu)',
      },
      hairLossAreaPx: {
        label: 'Área sem cabelo em pixels',
        unit: 'px²',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
      hairLossAreaMm2: {
        label: 'Área sem cabelo',
        unit: 'mm²',
        about: 'requer uma escala (px/mm) ou um marcador de calibração',
      },
      poreCount: {
        label: 'Poros contados',
        unit: 'poros',
        about: 'pontos escuros do tamanho de um poro na pele visível',
      },
      densityPerMegapixel: {
        label: 'Poros por megapixel',
        unit: 'por MP',
        about: 'depende da resolução da foto: comparável apenas com o mesmo enquadramento',
      },
      meanRadiusPx: {
        label: 'Raio médio dos poros em pixels',
        unit: 'px',
        about: 'depende da resolução da foto: não comparável entre fotos',
      },
    },
    colour: {
      white: 'branco',
      red: 'vermelho',
      'light brown': 'castanho-claro',
      'dark brown': 'castanho-escuro',
      'blue-grey': 'cinza-azulado',
      black: 'preto',
    },
    overlay: {
      'erythema-heatmap':
        'Mapa de vermelhidão (azul: pouco mais vermelha que a pele própria, vermelho: muito mais vermelha)',
      'erythema-mask': 'Área vermelha',
      'acne-candidates': 'Lesões candidatas (anéis)',
      'lesion-mask': 'Contorno da lesão',
      'pigmented-mask': 'Área pigmentada',
      'depigmented-mask': 'Área despigmentada',
      'melanin-index-heatmap': 'Mapa de melanina',
      'wrinkle-lines': 'Linhas detectadas',
      'ridge-strength': 'Mapa de intensidade das linhas',
      'wound-mask': 'Contorno da ferida',
      'marker-mask': 'Marcador de calibração',
      'hair-loss-mask': 'Couro cabeludo sem cobertura de cabelo',
      'hair-density': 'Mapa de densidade do cabelo',
      'pore-blobs': 'Poros detectados',
    },
    method: {
      'erythema-astar': 'Vermelhidão em relação à própria pele do paciente (a* CIELAB)',
      'red-blob-candidates': 'Manchas vermelhas do tamanho de uma lesão (a* CIELAB)',
      'lesion-otsu-shape': 'Contorno, forma e cores da lesão (limiar de Otsu)',
      'generic-lesion-measurements': 'Contorno da região mais contrastada (limiar de Otsu)',
      'hyperpigmentation-lstar': 'Pele mais escura do que a vizinha (L* CIELAB)',
      'depigmentation-lstar': 'Pele mais clara do que a vizinha (L* CIELAB)',
      'wrinkles-frangi': 'Linhas finas escuras (filtro de cristas de Frangi)',
      'wound-colour-planimetry': 'Contorno da ferida e cores do tecido (planimetria)',
      'hair-closing-lstar': 'Couro cabeludo sem cabelo (luminosidade e fechamento)',
      'pores-dog': 'Pontos escuros do tamanho de um poro (diferença de gaussianas)',
    },
    warning: {
      noSkin: 'Não foi encontrada pele: as percentagens não estão disponíveis.',
      noLesion: 'Não foi encontrada nenhuma lesão.',
      lesionTouchesBorder: 'O contorno da lesão toca a borda da foto: as medidas ficam cortadas.',
      lesionTooSmall: 'A lesão cobre menos de 1 % da foto.',
      lesionTooLarge: 'A lesão cobre mais de 80 % da foto: o contorno é duvidoso.',
      markerNotFound: 'O marcador de calibração não foi encontrado.',
      noScale: 'Sem escala nem marcador: a área é dada apenas em pixels.',
      wrinklesNotAGrade:
        'As medidas de linhas não são um grau clínico de rugas; a direção da luz altera-as muito.',
      poresComparable: 'As contagens só se comparam na mesma pessoa fotografada da mesma forma.',
      genericNeedsModel:
        'A classificação deste módulo requer um modelo associado; estas são medidas gerais da região mais contrastada.',
    },
    classification: {
      notApplicable: 'Módulo de medição: não é feita nenhuma classificação.',
      requiresModel:
        'A classificação de {{module}} requer um modelo treinado associado pela sua organização; são mostradas apenas medidas gerais.',
    },
    caveat:
      'Estes números são medições de imagem para apoiar a documentação e o acompanhamento. Não diagnosticam nenhuma condição e não substituem o exame por um clínico qualificado. Os valores dependem da câmera e da iluminação e só são comparáveis com um mesmo protocolo de captura.',
  },
  quality: {
    verdict: {
      pass: 'Qualidade da imagem: boa',
      warn: 'Qualidade da imagem: utilizável, com reservas',
      fail: 'Qualidade da imagem: repita a foto',
    },
    verdictShort: {
      pass: 'boa',
      warn: 'utilizável, com reservas',
      fail: 'repetir a foto',
    },
    rejected:
      'Sem medições: a imagem falhou as verificações de qualidade. Repita-a como indicado acima.',
    resolution: {
      pass: 'Resolução suficiente',
      warn: 'Resolução baixa: repita mais perto',
      fail: 'Resolução demasiado baixa: repita a foto',
    },
    sharpness: {
      pass: 'Imagem nítida',
      warn: 'A imagem pode estar desfocada: mantenha-se imóvel',
      fail: 'Imagem desfocada: repita a foto',
    },
    exposure: {
      pass: 'Exposição uniforme',
      warn: 'Partes da imagem estão sobre ou subexpostas',
      fail: 'Imagem mal exposta: repita com luz uniforme',
    },
    colourCast: {
      pass: 'Cores neutras',
      warn: 'A imagem tem uma dominante de cor: verifique a iluminação',
      fail: 'Dominante de cor forte: repita com luz neutra',
    },
    skinFraction: {
      pass: 'Pele visível suficiente',
      warn: 'Pouca pele visível: enquadre a área mais de perto',
      fail: 'Nenhuma pele encontrada na imagem: repita a foto',
    },
  },
  site: {
    face: 'Rosto',
    scalp: 'Couro cabeludo',
    'anterior-neck': 'Parte anterior do pescoço',
    'posterior-neck': 'Nuca',
    chest: 'Peito',
    abdomen: 'Abdómen',
    'upper-back': 'Parte superior das costas',
    'lower-back': 'Região lombar',
    'left-flank': 'Flanco esquerdo',
    'right-flank': 'Flanco direito',
    groin: 'Virilha',
    'left-upper-arm': 'Braço esquerdo',
    'right-upper-arm': 'Braço direito',
    'left-elbow': 'Cotovelo esquerdo',
    'right-elbow': 'Cotovelo direito',
    'left-forearm': 'Antebraço esquerdo',
    'right-forearm': 'Antebraço direito',
    'left-hand': 'Mão esquerda',
    'right-hand': 'Mão direita',
    'left-thigh': 'Coxa esquerda',
    'right-thigh': 'Coxa direita',
    'left-knee': 'Joelho esquerdo',
    'right-knee': 'Joelho direito',
    'left-lower-leg': 'Perna esquerda',
    'right-lower-leg': 'Perna direita',
    'left-foot': 'Pé esquerdo',
    'right-foot': 'Pé direito',
    forehead: 'Testa',
    'left-cheek': 'Bochecha esquerda',
    'right-cheek': 'Bochecha direita',
    nose: 'Nariz',
    chin: 'Queixo',
    lips: 'Lábios',
    'oral-mucosa': 'Mucosa oral',
    'left-ear': 'Orelha esquerda',
    'right-ear': 'Orelha direita',
    fingernails: 'Unhas das mãos',
    toenails: 'Unhas dos pés',
    buttocks: 'Nádegas',
    'head-neck': 'Cabeça e pescoço',
    'upper-limbs': 'Membros superiores',
    trunk: 'Tronco',
    'lower-limbs': 'Membros inferiores',
    'head-neck-anterior': 'Cabeça e pescoço, frente',
    'head-neck-posterior': 'Cabeça e pescoço, costas',
    'upper-limbs-anterior': 'Membros superiores, frente',
    'upper-limbs-posterior': 'Membros superiores, costas',
    'trunk-anterior': 'Tronco, frente',
    'trunk-posterior': 'Tronco, costas',
    'lower-limbs-anterior': 'Membros inferiores, frente',
    'lower-limbs-posterior': 'Membros inferiores, costas',
  },
  region: {
    headNeck: 'Cabeça e pescoço',
    upperLimbs: 'Membros superiores',
    trunk: 'Tronco',
    lowerLimbs: 'Membros inferiores',
  },
  scoreBands: {
    clear: 'sem lesões',
    'almost clear': 'quase sem lesões',
    mild: 'leve',
    moderate: 'moderado',
    severe: 'grave',
    'very severe': 'muito grave',
    'no acne': 'sem acne',
    'PASI criterion of severe psoriasis met (> 10)': 'critério de psoríase grave atingido (> 10)',
    'PASI ≤ 10': 'PASI ≤ 10 (critério de psoríase grave não atingido)',
    'benign melanocytic lesion range (< 4.75)': 'faixa de lesão melanocítica benigna (< 4,75)',
    'suspicious range (4.75–5.45)': 'faixa suspeita (4,75–5,45)',
    'range highly suggestive of melanoma (> 5.45)':
      'faixa altamente sugestiva de melanoma (> 5,45)',
    'at or above threshold (≥ 3)': 'no limiar ou acima (≥ 3)',
    'below threshold (< 3)': 'abaixo do limiar (< 3)',
    'at or above threshold (≥ 1)': 'no limiar ou acima (≥ 1)',
    'below threshold (< 1)': 'abaixo do limiar (< 1)',
  },
  csv: {
    upload_id: 'ID do envio',
    uploaded_at: 'Enviado em (UTC)',
    subject_id: 'ID do sujeito',
    module: 'Número do módulo',
    module_name: 'Módulo',
    image_count: 'Imagens',
    uploaded_by: 'Enviado por',
    aggregate_instrument: 'Instrumento global',
    aggregate_score: 'Pontuação global',
    aggregate_band: 'Faixa da pontuação global',
    image_id: 'ID da imagem',
    image_name: 'Nome da imagem',
    body_part: 'Local do corpo',
    analysis_id: 'ID da análise',
    analysis_status: 'Estado da análise',
    quality_verdict: 'Qualidade da imagem',
    method_name: 'Método de análise',
    method_version: 'Versão do método',
    classification_status: 'Classificação',
    clinician_concur: 'Concordância do clínico',
    clinician_instrument: 'Calculadora do clínico',
    clinician_score: 'Pontuação do clínico',
    clinician_band: 'Faixa do clínico',
    clinician_grades: 'Graus do clínico',
    clinician_note: 'Nota do clínico',
    user_comment: 'Comentário',
  },
  ...ptApp,
};
