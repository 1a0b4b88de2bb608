import type { ResultTexts } from './types.js';
import { esApp } from './es-app.js';

export const es: ResultTexts = {
  measure: {
    headlines: 'Cifras clave',
    details: 'Detalles de la medición',
    notMeasured: 'no medido',
    needsScale: 'requiere una escala (regla o marcador en la foto)',
    repeatability: {
      relative:
        'Repetible dentro de ±{{percent}} %: un cambio menor entre visitas no es un cambio medible.',
      count:
        'Repetible dentro de ±{{plusMinus}}: un cambio menor entre visitas no es un cambio medible.',
    },
    table: {
      measure: 'Medida',
      value: 'Valor',
      unit: 'Unidad',
      about: 'Cómo se mide',
    },
    headline: {
      'erythema-astar': {
        erythemaAreaPercent: {
          label: 'Área roja',
          meaning:
            'Proporción de la piel visible claramente más roja que la propia piel del paciente en la misma foto.',
        },
        deltaAStarMean: {
          label: 'Intensidad del enrojecimiento',
          meaning:
            'Cuánto más roja es el área roja que la propia piel del paciente (Δa*); 0 significa sin diferencia.',
        },
      },
      'red-blob-candidates': {
        candidateCount: {
          label: 'Lesiones inflamatorias candidatas',
          meaning:
            'Manchas rojas del tamaño de una lesión halladas en la foto. Solo candidatas: usted confirma el recuento; no es un grado de acné.',
        },
        densityPerCm2: {
          label: 'Candidatas por cm²',
          meaning:
            'Lesiones candidatas por cm² de piel visible; comparable entre fotos tomadas con escala.',
        },
      },
      'lesion-otsu-shape': {
        diameterMm: {
          label: 'Diámetro',
          meaning: 'Mayor distancia a través de la lesión delimitada.',
        },
        colourCount: {
          label: 'Colores',
          meaning:
            'Colores de referencia (blanco, rojo, marrón claro, marrón oscuro, gris azulado, negro) que cubren al menos el 5 % de la lesión.',
        },
        abruptBorderSectors: {
          label: 'Borde abrupto',
          meaning:
            'Sectores (de 8) donde el borde de la lesión termina de forma neta. Los grados del TDS siguen siendo suyos.',
        },
      },
      'generic-lesion-measurements': {
        diameterMm: {
          label: 'Diámetro',
          meaning: 'Mayor distancia a través de la región más contrastada de la foto.',
        },
        lesionAreaMm2: {
          label: 'Área',
          meaning: 'Área de la región más contrastada de la foto.',
        },
      },
      'hyperpigmentation-lstar': {
        pigmentedAreaPercent: {
          label: 'Área pigmentada',
          meaning: 'Proporción de la piel visible claramente más oscura que la piel circundante.',
        },
        lightnessContrast: {
          label: 'Más oscura que la piel circundante',
          meaning:
            'Diferencia de luminosidad (ΔL*) entre el área pigmentada y la piel circundante; más negativo es más oscuro. El grado de oscuridad sigue siendo suyo.',
        },
      },
      'depigmentation-lstar': {
        depigmentedAreaPercent: {
          label: 'Área despigmentada',
          meaning: 'Proporción de la piel visible claramente más clara que la piel circundante.',
        },
        lightnessContrast: {
          label: 'Más clara que la piel circundante',
          meaning:
            'Diferencia de luminosidad (ΔL*) entre el área despigmentada y la piel circundante; mayor es más clara.',
        },
      },
      'wrinkles-frangi': {
        lineDensityPercent: {
          label: 'Densidad de líneas',
          meaning:
            'Proporción de la piel visible cubierta por las líneas finas detectadas. No es un grado de arrugas; la iluminación la cambia.',
        },
        totalLengthMm: {
          label: 'Longitud total de líneas',
          meaning: 'Longitud sumada de las líneas detectadas.',
        },
      },
      'wound-colour-planimetry': {
        woundAreaCm2: {
          label: 'Área de la herida',
          meaning: 'Área de la herida delimitada.',
        },
        redPercent: {
          label: 'Tejido rojo',
          meaning: 'Proporción de la herida con el color del tejido de granulación.',
        },
        blackPercent: {
          label: 'Tejido negro',
          meaning: 'Proporción de la herida con el color de la necrosis.',
        },
      },
      'hair-closing-lstar': {
        hairLossAreaPercent: {
          label: 'Cuero cabelludo sin cobertura de pelo',
          meaning:
            'Proporción del cuero cabelludo visible donde no se detectó pelo. Los grados del SALT siguen siendo suyos.',
        },
      },
      'pores-dog': {
        densityPerCm2: {
          label: 'Poros por cm²',
          meaning: 'Poros visibles por cm² de piel; comparable entre fotos tomadas con escala.',
        },
        poreCount: {
          label: 'Poros contados',
          meaning: 'Poros visibles en la foto; comparable solo entre fotos con el mismo encuadre.',
        },
      },
    },
    quantity: {
      erythemaAreaPercent: {
        label: 'Área roja',
        unit: '% de la piel visible',
        about: 'piel al menos {{deltaAStar}} unidades a* más roja que la piel de referencia',
      },
      aStarMean: {
        label: 'Enrojecimiento medio (a*)',
        unit: 'a*',
        about: 'a* CIELAB medio sobre la piel visible',
      },
      aStarP50: {
        label: 'Enrojecimiento mediano (a*)',
        unit: 'a*',
        about: 'a* CIELAB mediano sobre la piel visible',
      },
      aStarP90: {
        label: 'Enrojecimiento, percentil 90 (a*)',
        unit: 'a*',
        about: 'percentil 90 de a* CIELAB sobre la piel visible',
      },
      aStarP95: {
        label: 'Enrojecimiento, percentil 95 (a*)',
        unit: 'a*',
        about: 'percentil 95 de a* CIELAB sobre la piel visible',
      },
      referenceAStar: {
        label: 'Enrojecimiento de la piel de referencia (a*)',
        unit: 'a*',
        about:
          'a* mediano de una muestra de píxeles color piel: la propia piel del paciente en esta foto',
      },
      deltaAStarMean: {
        label: 'Enrojecimiento sobre la propia piel',
        unit: 'Δa*',
        about: 'a* medio del área roja menos la piel de referencia (misma foto)',
      },
      erythemaIndexMean: {
        label: 'Índice de eritema',
        unit: 'unidades arbitrarias',
        about: '100·log10(R/G) en sRGB lineal, sin referencia de blanco',
      },
      erythemaAreaPx: {
        label: 'Área roja en píxeles',
        unit: 'px²',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      erythemaAreaMm2: {
        label: 'Área roja',
        unit: 'mm²',
        about: 'requiere una escala (px/mm) o un marcador de calibración',
      },
      skinAreaPx: {
        label: 'Piel visible en píxeles',
        unit: 'px²',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      skinAreaMm2: {
        label: 'Área de piel visible',
        unit: 'mm²',
        about: 'requiere una escala (px/mm) o un marcador de calibración',
      },
      candidateCount: {
        label: 'Lesiones candidatas',
        unit: 'candidatas',
        about: 'manchas rojas del tamaño de una lesión; usted confirma el recuento',
      },
      meanDiameterPx: {
        label: 'Diámetro medio de las candidatas en píxeles',
        unit: 'px',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      meanDiameterMm: {
        label: 'Diámetro medio de las candidatas',
        unit: 'mm',
        about: 'diámetro del disco de igual área; requiere una escala',
      },
      densityPerCm2: {
        label: 'Densidad',
        unit: 'por cm²',
        about: 'recuento por cm² de piel visible; requiere una escala',
      },
      lesionAreaPx: {
        label: 'Área de la lesión en píxeles',
        unit: 'px²',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      lesionAreaMm2: {
        label: 'Área de la lesión',
        unit: 'mm²',
        about: 'área de la lesión delimitada; requiere una escala',
      },
      diameterPx: {
        label: 'Diámetro en píxeles',
        unit: 'px',
        about: 'mayor distancia a través de la lesión (Feret); no comparable entre fotos',
      },
      diameterMm: {
        label: 'Diámetro',
        unit: 'mm',
        about: 'mayor distancia a través de la lesión (Feret); requiere una escala',
      },
      equivalentDiameterMm: {
        label: 'Diámetro equivalente',
        unit: 'mm',
        about: 'diámetro del disco de igual área; requiere una escala',
      },
      perimeterPx: {
        label: 'Perímetro en píxeles',
        unit: 'px',
        about: 'longitud del contorno; no comparable entre fotos',
      },
      compactnessIndex: {
        label: 'Irregularidad del contorno',
        unit: 'P²/(4πA)',
        about: '1 para un disco; mayor para contornos irregulares',
      },
      asymmetryMajorAxis: {
        label: 'Asimetría, eje mayor',
        unit: 'índice 0–2',
        about:
          'parte del contorno que no coincide con su imagen especular respecto al eje mayor (0 simétrico)',
      },
      asymmetryMinorAxis: {
        label: 'Asimetría, eje menor',
        unit: 'índice 0–2',
        about:
          'parte del contorno que no coincide con su imagen especular respecto al eje menor (0 simétrico)',
      },
      abruptBorderSectors: {
        label: 'Borde abrupto',
        unit: 'sectores de 8',
        about: 'sectores cuyo borde es más neto que 0,1 × el contraste de la lesión por píxel',
      },
      colourCount: {
        label: 'Colores',
        unit: 'de 6',
        about: 'colores de referencia que cubren al menos el 5 % de la lesión',
      },
      deltaLStar: {
        label: 'Diferencia de luminosidad',
        unit: 'ΔL*',
        about: 'L* medio de la región menos el resto de la foto',
      },
      deltaAStar: {
        label: 'Diferencia de enrojecimiento',
        unit: 'Δa*',
        about: 'a* medio de la región menos el resto de la foto',
      },
      deltaBStar: {
        label: 'Diferencia de amarillo',
        unit: 'Δb*',
        about: 'b* medio de la región menos el resto de la foto',
      },
      pigmentedAreaPercent: {
        label: 'Área pigmentada',
        unit: '% de la piel visible',
        about: 'piel al menos {{deltaLStar}} unidades L* más oscura que la piel de referencia',
      },
      depigmentedAreaPercent: {
        label: 'Área despigmentada',
        unit: '% de la piel visible',
        about: 'piel al menos {{deltaLStar}} unidades L* más clara que la piel de referencia',
      },
      melaninIndexContrast: {
        label: 'Diferencia del índice de melanina',
        unit: 'unidades arbitrarias',
        about: 'índice de melanina medio del área menos la piel circundante',
      },
      lightnessContrast: {
        label: 'Diferencia de luminosidad con la piel circundante',
        unit: 'ΔL*',
        about: 'L* medio del área menos la piel circundante',
      },
      referenceLightness: {
        label: 'Luminosidad de la piel de referencia',
        unit: 'L*',
        about: 'L* mediano de una muestra de píxeles color piel',
      },
      pigmentedAreaPx: {
        label: 'Área pigmentada en píxeles',
        unit: 'px²',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      pigmentedAreaMm2: {
        label: 'Área pigmentada',
        unit: 'mm²',
        about: 'requiere una escala (px/mm) o un marcador de calibración',
      },
      depigmentedAreaPx: {
        label: 'Área despigmentada en píxeles',
        unit: 'px²',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      depigmentedAreaMm2: {
        label: 'Área despigmentada',
        unit: 'mm²',
        about: 'requiere una escala (px/mm) o un marcador de calibración',
      },
      lineDensityPercent: {
        label: 'Densidad de líneas',
        unit: '% de la piel visible',
        about: 'píxeles de cresta sobre la piel visible',
      },
      totalLengthPx: {
        label: 'Longitud total de líneas en píxeles',
        unit: 'px',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      totalLengthMm: {
        label: 'Longitud total de líneas',
        unit: 'mm',
        about: 'longitud de las líneas detectadas; requiere una escala',
      },
      lineCount: {
        label: 'Segmentos de línea',
        unit: 'segmentos',
        about: 'segmentos de línea conectados detectados',
      },
      woundAreaPx: {
        label: 'Área de la herida en píxeles',
        unit: 'px²',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      woundAreaCm2: {
        label: 'Área de la herida',
        unit: 'cm²',
        about: 'herida delimitada; requiere una escala o un marcador de calibración',
      },
      redPercent: {
        label: 'Tejido rojo',
        unit: '% de la herida',
        about: 'píxeles con el color del tejido de granulación',
      },
      yellowPercent: {
        label: 'Tejido amarillo',
        unit: '% de la herida',
        about: 'píxeles con el color del esfacelo',
      },
      blackPercent: {
        label: 'Tejido negro',
        unit: '% de la herida',
        about: 'píxeles con el color de la necrosis',
      },
      pxPerMm: {
        label: 'Escala usada',
        unit: 'px/mm',
        about: 'de la escala introducida o del marcador de calibración hallado',
      },
      hairLossAreaPercent: {
        label: 'Cuero cabelludo sin cobertura de pelo',
        unit: '% del cuero cabelludo visible',
        about: 'cuero cabelludo donde no se detectó pelo',
      },
      hairPixelThreshold: {
        label: 'Umbral de detección del pelo',
        unit: 'L*',
        about: 'luminosidad por debajo de la cual un píxel cuenta como pelo (Otsu)',
      },
      hairLossAreaPx: {
        label: 'Área sin pelo en píxeles',
        unit: 'px²',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
      hairLossAreaMm2: {
        label: 'Área sin pelo',
        unit: 'mm²',
        about: 'requiere una escala (px/mm) o un marcador de calibración',
      },
      poreCount: {
        label: 'Poros contados',
        unit: 'poros',
        about: 'puntos oscuros del tamaño de un poro en la piel visible',
      },
      densityPerMegapixel: {
        label: 'Poros por megapíxel',
        unit: 'por MP',
        about: 'depende de la resolución de la foto: comparable solo con el mismo encuadre',
      },
      meanRadiusPx: {
        label: 'Radio medio de los poros en píxeles',
        unit: 'px',
        about: 'depende de la resolución de la foto: no comparable entre fotos',
      },
    },
    colour: {
      white: 'blanco',
      red: 'rojo',
      'light brown': 'marrón claro',
      'dark brown': 'marrón oscuro',
      'blue-grey': 'gris azulado',
      black: 'negro',
    },
    overlay: {
      'erythema-heatmap':
        'Mapa de enrojecimiento (azul: algo más roja que la piel propia, rojo: mucho más roja)',
      'erythema-mask': 'Área roja',
      'acne-candidates': 'Lesiones candidatas (anillos)',
      'lesion-mask': 'Contorno de la lesión',
      'pigmented-mask': 'Área pigmentada',
      'depigmented-mask': 'Área despigmentada',
      'melanin-index-heatmap': 'Mapa de melanina',
      'wrinkle-lines': 'Líneas detectadas',
      'ridge-strength': 'Mapa de intensidad de líneas',
      'wound-mask': 'Contorno de la herida',
      'marker-mask': 'Marcador de calibración',
      'hair-loss-mask': 'Cuero cabelludo sin cobertura de pelo',
      'hair-density': 'Mapa de densidad del pelo',
      'pore-blobs': 'Poros detectados',
    },
    method: {
      'erythema-astar': 'Enrojecimiento frente a la propia piel del paciente (a* CIELAB)',
      'red-blob-candidates': 'Manchas rojas del tamaño de una lesión (a* CIELAB)',
      'lesion-otsu-shape': 'Contorno, forma y colores de la lesión (umbral de Otsu)',
      'generic-lesion-measurements': 'Contorno de la región más contrastada (umbral de Otsu)',
      'hyperpigmentation-lstar': 'Piel más oscura que su entorno (L* CIELAB)',
      'depigmentation-lstar': 'Piel más clara que su entorno (L* CIELAB)',
      'wrinkles-frangi': 'Líneas finas oscuras (filtro de crestas de Frangi)',
      'wound-colour-planimetry': 'Contorno de la herida y colores del tejido (planimetría)',
      'hair-closing-lstar': 'Cuero cabelludo sin pelo (luminosidad y cierre)',
      'pores-dog': 'Puntos oscuros del tamaño de un poro (diferencia de gaussianas)',
    },
    warning: {
      noSkin: 'No se encontró piel: los porcentajes no están disponibles.',
      noLesion: 'No se encontró ninguna lesión.',
      lesionTouchesBorder:
        'El contorno de la lesión toca el borde de la foto: las medidas quedan recortadas.',
      lesionTooSmall: 'La lesión cubre menos del 1 % de la foto.',
      lesionTooLarge: 'La lesión cubre más del 80 % de la foto: el contorno es dudoso.',
      markerNotFound: 'No se encontró el marcador de calibración.',
      noScale: 'Sin escala ni marcador: el área se da solo en píxeles.',
      wrinklesNotAGrade:
        'Las medidas de líneas no son un grado clínico de arrugas; la dirección de la luz las cambia mucho.',
      poresComparable:
        'Los recuentos solo se comparan en una misma persona fotografiada del mismo modo.',
      genericNeedsModel:
        'La clasificación de este módulo requiere un modelo asociado; estas son medidas generales de la región más contrastada.',
    },
    classification: {
      notApplicable: 'Módulo de medición: no se hace ninguna clasificación.',
      requiresModel:
        'La clasificación de {{module}} requiere un modelo entrenado asociado por su organización; solo se muestran medidas generales.',
    },
    caveat:
      'Estas cifras son mediciones de imagen para apoyar la documentación y el seguimiento. No diagnostican ninguna afección ni sustituyen la exploración por un clínico cualificado. Los valores dependen de la cámara y la iluminación y solo son comparables con un mismo protocolo de captura.',
  },
  quality: {
    verdict: {
      pass: 'Calidad de imagen: buena',
      warn: 'Calidad de imagen: utilizable, con reservas',
      fail: 'Calidad de imagen: repita la foto',
    },
    verdictShort: {
      pass: 'buena',
      warn: 'utilizable, con reservas',
      fail: 'repetir la foto',
    },
    rejected:
      'Sin mediciones: la imagen no superó los controles de calidad. Repítala como se indica arriba.',
    resolution: {
      pass: 'Resolución suficiente',
      warn: 'Resolución baja: repita más cerca',
      fail: 'Resolución demasiado baja: repita la foto',
    },
    sharpness: {
      pass: 'Imagen nítida',
      warn: 'La imagen puede estar borrosa: no se mueva',
      fail: 'Imagen borrosa: repita la foto',
    },
    exposure: {
      pass: 'Exposición uniforme',
      warn: 'Partes de la imagen están sobre o subexpuestas',
      fail: 'Imagen mal expuesta: repita con luz uniforme',
    },
    colourCast: {
      pass: 'Colores neutros',
      warn: 'La imagen tiene una dominante de color: revise la iluminación',
      fail: 'Dominante de color fuerte: repita con luz neutra',
    },
    skinFraction: {
      pass: 'Suficiente piel visible',
      warn: 'Poca piel visible: encuadre la zona más de cerca',
      fail: 'No se encontró piel en la imagen: repita la foto',
    },
  },
  site: {
    face: 'Cara',
    scalp: 'Cuero cabelludo',
    'anterior-neck': 'Parte anterior del cuello',
    'posterior-neck': 'Nuca',
    chest: 'Pecho',
    abdomen: 'Abdomen',
    'upper-back': 'Parte superior de la espalda',
    'lower-back': 'Zona lumbar',
    'left-flank': 'Flanco izquierdo',
    'right-flank': 'Flanco derecho',
    groin: 'Ingle',
    'left-upper-arm': 'Brazo izquierdo',
    'right-upper-arm': 'Brazo derecho',
    'left-elbow': 'Codo izquierdo',
    'right-elbow': 'Codo derecho',
    'left-forearm': 'Antebrazo izquierdo',
    'right-forearm': 'Antebrazo derecho',
    'left-hand': 'Mano izquierda',
    'right-hand': 'Mano derecha',
    'left-thigh': 'Muslo izquierdo',
    'right-thigh': 'Muslo derecho',
    'left-knee': 'Rodilla izquierda',
    'right-knee': 'Rodilla derecha',
    'left-lower-leg': 'Pierna izquierda',
    'right-lower-leg': 'Pierna derecha',
    'left-foot': 'Pie izquierdo',
    'right-foot': 'Pie derecho',
    forehead: 'Frente',
    'left-cheek': 'Mejilla izquierda',
    'right-cheek': 'Mejilla derecha',
    nose: 'Nariz',
    chin: 'Mentón',
    lips: 'Labios',
    'oral-mucosa': 'Mucosa oral',
    'left-ear': 'Oreja izquierda',
    'right-ear': 'Oreja derecha',
    fingernails: 'Uñas de las manos',
    toenails: 'Uñas de los pies',
    buttocks: 'Glúteos',
    'head-neck': 'Cabeza y cuello',
    'upper-limbs': 'Miembros superiores',
    trunk: 'Tronco',
    'lower-limbs': 'Miembros inferiores',
    'head-neck-anterior': 'Cabeza y cuello, frente',
    'head-neck-posterior': 'Cabeza y cuello, detrás',
    'upper-limbs-anterior': 'Miembros superiores, frente',
    'upper-limbs-posterior': 'Miembros superiores, detrás',
    'trunk-anterior': 'Tronco, frente',
    'trunk-posterior': 'Tronco, detrás',
    'lower-limbs-anterior': 'Miembros inferiores, frente',
    'lower-limbs-posterior': 'Miembros inferiores, detrás',
  },
  region: {
    headNeck: 'Cabeza y cuello',
    upperLimbs: 'Miembros superiores',
    trunk: 'Tronco',
    lowerLimbs: 'Miembros inferiores',
  },
  scoreBands: {
    clear: 'sin lesiones',
    'almost clear': 'casi sin lesiones',
    mild: 'leve',
    moderate: 'moderado',
    severe: 'grave',
    'very severe': 'muy grave',
    'no acne': 'sin acné',
    'PASI criterion of severe psoriasis met (> 10)': 'criterio de psoriasis grave cumplido (> 10)',
    'PASI ≤ 10': 'PASI ≤ 10 (criterio de psoriasis grave no cumplido)',
    'benign melanocytic lesion range (< 4.75)': 'rango de lesión melanocítica benigna (< 4,75)',
    'suspicious range (4.75–5.45)': 'rango sospechoso (4,75–5,45)',
    'range highly suggestive of melanoma (> 5.45)': 'rango muy sugestivo de melanoma (> 5,45)',
    'at or above threshold (≥ 3)': 'en el umbral o por encima (≥ 3)',
    'below threshold (< 3)': 'por debajo del umbral (< 3)',
    'at or above threshold (≥ 1)': 'en el umbral o por encima (≥ 1)',
    'below threshold (< 1)': 'por debajo del umbral (< 1)',
  },
  csv: {
    upload_id: 'ID de la carga',
    uploaded_at: 'Cargado el (UTC)',
    subject_id: 'ID del sujeto',
    module: 'Número de módulo',
    module_name: 'Módulo',
    image_count: 'Imágenes',
    uploaded_by: 'Cargado por',
    aggregate_instrument: 'Instrumento global',
    aggregate_score: 'Puntuación global',
    aggregate_band: 'Banda de la puntuación global',
    image_id: 'ID de la imagen',
    image_name: 'Nombre de la imagen',
    body_part: 'Zona corporal',
    analysis_id: 'ID del análisis',
    analysis_status: 'Estado del análisis',
    quality_verdict: 'Calidad de la imagen',
    method_name: 'Método de análisis',
    method_version: 'Versión del método',
    classification_status: 'Clasificación',
    clinician_concur: 'Conformidad del clínico',
    clinician_instrument: 'Calculadora del clínico',
    clinician_score: 'Puntuación del clínico',
    clinician_band: 'Banda del clínico',
    clinician_grades: 'Grados del clínico',
    clinician_note: 'Nota del clínico',
    user_comment: 'Comentario',
  },
  ...esApp,
};
