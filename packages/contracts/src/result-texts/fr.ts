import type { ResultTexts } from './types.js';
import { frApp } from './fr-app.js';

export const fr: ResultTexts = {
  measure: {
    headlines: 'Chiffres clés',
    details: 'Détails de la mesure',
    notMeasured: 'non mesuré',
    needsScale: 'nécessite une échelle (règle ou repère sur la photo)',
    repeatability: {
      relative:
        'Reproductible à ±{{percent}} % près : un écart plus petit entre deux visites n’est pas un changement mesurable.',
      count:
        'Reproductible à ±{{plusMinus}} près : un écart plus petit entre deux visites n’est pas un changement mesurable.',
    },
    table: {
      measure: 'Mesure',
      value: 'Valeur',
      unit: 'Unité',
      about: 'Mode de mesure',
    },
    headline: {
      'erythema-astar': {
        erythemaAreaPercent: {
          label: 'Surface rouge',
          meaning:
            'Part de la peau visible nettement plus rouge que la peau du patient sur la même photo.',
        },
        deltaAStarMean: {
          label: 'Intensité de la rougeur',
          meaning:
            'Écart de rougeur entre la zone rouge et la peau du patient (Δa*) ; 0 signifie aucune différence.',
        },
      },
      'red-blob-candidates': {
        candidateCount: {
          label: 'Lésions inflammatoires candidates',
          meaning:
            'Taches rouges de la taille d’une lésion trouvées sur la photo. Ce sont des candidates : vous confirmez le compte ; ce n’est pas un grade d’acné.',
        },
        densityPerCm2: {
          label: 'Candidates par cm²',
          meaning:
            'Lésions candidates par cm² de peau visible ; comparable entre photos prises avec une échelle.',
        },
      },
      'lesion-otsu-shape': {
        diameterMm: {
          label: 'Diamètre',
          meaning: 'Plus grande distance à travers la lésion délimitée.',
        },
        colourCount: {
          label: 'Couleurs',
          meaning:
            'Couleurs de référence (blanc, rouge, brun clair, brun foncé, gris-bleu, noir) couvrant au moins 5 % de la lésion.',
        },
        abruptBorderSectors: {
          label: 'Bord abrupt',
          meaning:
            'Secteurs (sur 8) où le bord de la lésion s’arrête net. Les grades du TDS restent les vôtres.',
        },
      },
      'generic-lesion-measurements': {
        diameterMm: {
          label: 'Diamètre',
          meaning: 'Plus grande distance à travers la région la plus contrastée de la photo.',
        },
        lesionAreaMm2: {
          label: 'Surface',
          meaning: 'Surface de la région la plus contrastée de la photo.',
        },
      },
      'hyperpigmentation-lstar': {
        pigmentedAreaPercent: {
          label: 'Surface pigmentée',
          meaning: 'Part de la peau visible nettement plus foncée que la peau environnante.',
        },
        lightnessContrast: {
          label: 'Plus foncé que la peau environnante',
          meaning:
            'Écart de clarté (ΔL*) entre la zone pigmentée et la peau environnante ; plus négatif signifie plus foncé. Le grade d’intensité reste le vôtre.',
        },
      },
      'depigmentation-lstar': {
        depigmentedAreaPercent: {
          label: 'Surface dépigmentée',
          meaning: 'Part de la peau visible nettement plus claire que la peau environnante.',
        },
        lightnessContrast: {
          label: 'Plus clair que la peau environnante',
          meaning:
            'Écart de clarté (ΔL*) entre la zone dépigmentée et la peau environnante ; plus grand signifie plus clair.',
        },
      },
      'wrinkles-frangi': {
        lineDensityPercent: {
          label: 'Densité de ridules',
          meaning:
            'Part de la peau visible couverte par les ridules détectées. Ce n’est pas un grade de rides ; l’éclairage la modifie.',
        },
        totalLengthMm: {
          label: 'Longueur totale des ridules',
          meaning: 'Longueur cumulée des ridules détectées.',
        },
      },
      'wound-colour-planimetry': {
        woundAreaCm2: {
          label: 'Surface de la plaie',
          meaning: 'Surface de la plaie délimitée.',
        },
        redPercent: {
          label: 'Tissu rouge',
          meaning: 'Part de la plaie ayant la couleur du tissu de granulation.',
        },
        blackPercent: {
          label: 'Tissu noir',
          meaning: 'Part de la plaie ayant la couleur de la nécrose.',
        },
      },
      'hair-closing-lstar': {
        hairLossAreaPercent: {
          label: 'Cuir chevelu sans couverture pilaire',
          meaning:
            'Part du cuir chevelu visible où aucun cheveu n’a été détecté. Les grades du SALT restent les vôtres.',
        },
      },
      'pores-dog': {
        densityPerCm2: {
          label: 'Pores par cm²',
          meaning:
            'Pores visibles par cm² de peau ; comparable entre photos prises avec une échelle.',
        },
        poreCount: {
          label: 'Pores comptés',
          meaning:
            'Pores visibles sur la photo ; comparable seulement entre photos de même cadrage.',
        },
      },
    },
    quantity: {
      erythemaAreaPercent: {
        label: 'Surface rouge',
        unit: '% de la peau visible',
        about: 'peau plus rouge d’au moins {{deltaAStar}} unités a* que la peau de référence',
      },
      aStarMean: {
        label: 'Rougeur moyenne (a*)',
        unit: 'a*',
        about: 'a* CIELAB moyen sur la peau visible',
      },
      aStarP50: {
        label: 'Rougeur médiane (a*)',
        unit: 'a*',
        about: 'a* CIELAB médian sur la peau visible',
      },
      aStarP90: {
        label: 'Rougeur, 90e centile (a*)',
        unit: 'a*',
        about: '90e centile de l’a* CIELAB sur la peau visible',
      },
      aStarP95: {
        label: 'Rougeur, 95e centile (a*)',
        unit: 'a*',
        about: '95e centile de l’a* CIELAB sur la peau visible',
      },
      referenceAStar: {
        label: 'Rougeur de la peau de référence (a*)',
        unit: 'a*',
        about:
          'a* médian d’un échantillon de pixels couleur peau : la peau du patient sur cette photo',
      },
      deltaAStarMean: {
        label: 'Rougeur au-dessus de la peau du patient',
        unit: 'Δa*',
        about: 'a* moyen de la zone rouge moins la peau de référence (même photo)',
      },
      erythemaIndexMean: {
        label: 'Indice d’érythème',
        unit: 'unités arbitraires',
        about: '100·log10(R/G) en sRGB linéaire, sans référence de blanc',
      },
      erythemaAreaPx: {
        label: 'Surface rouge en pixels',
        unit: 'px²',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      erythemaAreaMm2: {
        label: 'Surface rouge',
        unit: 'mm²',
        about: 'nécessite une échelle (px/mm) ou un repère de calibration',
      },
      skinAreaPx: {
        label: 'Peau visible en pixels',
        unit: 'px²',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      skinAreaMm2: {
        label: 'Surface de peau visible',
        unit: 'mm²',
        about: 'nécessite une échelle (px/mm) ou un repère de calibration',
      },
      candidateCount: {
        label: 'Lésions candidates',
        unit: 'candidates',
        about: 'taches rouges de la taille d’une lésion ; vous confirmez le compte',
      },
      meanDiameterPx: {
        label: 'Diamètre moyen des candidates en pixels',
        unit: 'px',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      meanDiameterMm: {
        label: 'Diamètre moyen des candidates',
        unit: 'mm',
        about: 'diamètre du disque de même surface ; nécessite une échelle',
      },
      densityPerCm2: {
        label: 'Densité',
        unit: 'par cm²',
        about: 'nombre par cm² de peau visible ; nécessite une échelle',
      },
      lesionAreaPx: {
        label: 'Surface de la lésion en pixels',
        unit: 'px²',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      lesionAreaMm2: {
        label: 'Surface de la lésion',
        unit: 'mm²',
        about: 'surface de la lésion délimitée ; nécessite une échelle',
      },
      diameterPx: {
        label: 'Diamètre en pixels',
        unit: 'px',
        about: 'plus grande distance à travers la lésion (Feret) ; non comparable entre photos',
      },
      diameterMm: {
        label: 'Diamètre',
        unit: 'mm',
        about: 'plus grande distance à travers la lésion (Feret) ; nécessite une échelle',
      },
      equivalentDiameterMm: {
        label: 'Diamètre équivalent',
        unit: 'mm',
        about: 'diamètre du disque de même surface ; nécessite une échelle',
      },
      perimeterPx: {
        label: 'Périmètre en pixels',
        unit: 'px',
        about: 'longueur du contour ; non comparable entre photos',
      },
      compactnessIndex: {
        label: 'Irrégularité du contour',
        unit: 'P²/(4πA)',
        about: '1 pour un disque ; plus grand pour un contour irrégulier',
      },
      asymmetryMajorAxis: {
        label: 'Asymétrie, grand axe',
        unit: 'indice 0–2',
        about:
          'part du contour qui ne recouvre pas son image miroir par rapport au grand axe (0 : symétrique)',
      },
      asymmetryMinorAxis: {
        label: 'Asymétrie, petit axe',
        unit: 'indice 0–2',
        about:
          'part du contour qui ne recouvre pas son image miroir par rapport au petit axe (0 : symétrique)',
      },
      abruptBorderSectors: {
        label: 'Bord abrupt',
        unit: 'secteurs sur 8',
        about: 'secteurs dont le bord est plus net que 0,1 × le contraste de la lésion par pixel',
      },
      colourCount: {
        label: 'Couleurs',
        unit: 'sur 6',
        about: 'couleurs de référence couvrant au moins 5 % de la lésion',
      },
      deltaLStar: {
        label: 'Écart de clarté',
        unit: 'ΔL*',
        about: 'L* moyen de la région moins le reste de la photo',
      },
      deltaAStar: {
        label: 'Écart de rougeur',
        unit: 'Δa*',
        about: 'a* moyen de la région moins le reste de la photo',
      },
      deltaBStar: {
        label: 'Écart de jaune',
        unit: 'Δb*',
        about: 'b* moyen de la région moins le reste de la photo',
      },
      pigmentedAreaPercent: {
        label: 'Surface pigmentée',
        unit: '% de la peau visible',
        about: 'peau plus foncée d’au moins {{deltaLStar}} unités L* que la peau de référence',
      },
      depigmentedAreaPercent: {
        label: 'Surface dépigmentée',
        unit: '% de la peau visible',
        about: 'peau plus claire d’au moins {{deltaLStar}} unités L* que la peau de référence',
      },
      melaninIndexContrast: {
        label: 'Écart d’indice de mélanine',
        unit: 'unités arbitraires',
        about: 'indice de mélanine moyen de la zone moins la peau environnante',
      },
      lightnessContrast: {
        label: 'Écart de clarté avec la peau environnante',
        unit: 'ΔL*',
        about: 'L* moyen de la zone moins la peau environnante',
      },
      referenceLightness: {
        label: 'Clarté de la peau de référence',
        unit: 'L*',
        about: 'L* médian d’un échantillon de pixels couleur peau',
      },
      pigmentedAreaPx: {
        label: 'Surface pigmentée en pixels',
        unit: 'px²',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      pigmentedAreaMm2: {
        label: 'Surface pigmentée',
        unit: 'mm²',
        about: 'nécessite une échelle (px/mm) ou un repère de calibration',
      },
      depigmentedAreaPx: {
        label: 'Surface dépigmentée en pixels',
        unit: 'px²',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      depigmentedAreaMm2: {
        label: 'Surface dépigmentée',
        unit: 'mm²',
        about: 'nécessite une échelle (px/mm) ou un repère de calibration',
      },
      lineDensityPercent: {
        label: 'Densité de ridules',
        unit: '% de la peau visible',
        about: 'pixels de crête sur la peau visible',
      },
      totalLengthPx: {
        label: 'Longueur totale des ridules en pixels',
        unit: 'px',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      totalLengthMm: {
        label: 'Longueur totale des ridules',
        unit: 'mm',
        about: 'longueur des ridules détectées ; nécessite une échelle',
      },
      lineCount: {
        label: 'Segments de ridules',
        unit: 'segments',
        about: 'segments de ligne connexes détectés',
      },
      woundAreaPx: {
        label: 'Surface de la plaie en pixels',
        unit: 'px²',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      woundAreaCm2: {
        label: 'Surface de la plaie',
        unit: 'cm²',
        about: 'plaie délimitée ; nécessite une échelle ou un repère de calibration',
      },
      redPercent: {
        label: 'Tissu rouge',
        unit: '% de la plaie',
        about: 'pixels de la couleur du tissu de granulation',
      },
      yellowPercent: {
        label: 'Tissu jaune',
        unit: '% de la plaie',
        about: 'pixels de la couleur de la fibrine',
      },
      blackPercent: {
        label: 'Tissu noir',
        unit: '% de la plaie',
        about: 'pixels de la couleur de la nécrose',
      },
      pxPerMm: {
        label: 'Échelle utilisée',
        unit: 'px/mm',
        about: 'd’après l’échelle saisie ou le repère de calibration trouvé',
      },
      hairLossAreaPercent: {
        label: 'Cuir chevelu sans couverture pilaire',
        unit: '% du cuir chevelu visible',
        about: 'cuir chevelu où aucun cheveu n’a été détecté',
      },
      hairPixelThreshold: {
        label: 'Seuil de détection des cheveux',
        unit: 'L*',
        about: 'clarté sous laquelle un pixel compte comme cheveu (Otsu)',
      },
      hairLossAreaPx: {
        label: 'Surface sans cheveux en pixels',
        unit: 'px²',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
      hairLossAreaMm2: {
        label: 'Surface sans cheveux',
        unit: 'mm²',
        about: 'nécessite une échelle (px/mm) ou un repère de calibration',
      },
      poreCount: {
        label: 'Pores comptés',
        unit: 'pores',
        about: 'points sombres de la taille d’un pore sur la peau visible',
      },
      densityPerMegapixel: {
        label: 'Pores par mégapixel',
        unit: 'par MP',
        about: 'dépend de la résolution de la photo : comparable seulement à cadrage identique',
      },
      meanRadiusPx: {
        label: 'Rayon moyen des pores en pixels',
        unit: 'px',
        about: 'dépend de la résolution de la photo : non comparable entre photos',
      },
    },
    colour: {
      white: 'blanc',
      red: 'rouge',
      'light brown': 'brun clair',
      'dark brown': 'brun foncé',
      'blue-grey': 'gris-bleu',
      black: 'noir',
    },
    overlay: {
      'erythema-heatmap':
        'Carte de rougeur (bleu : un peu plus rouge que la peau du patient, rouge : bien plus rouge)',
      'erythema-mask': 'Surface rouge',
      'acne-candidates': 'Lésions candidates (cercles)',
      'lesion-mask': 'Contour de la lésion',
      'pigmented-mask': 'Surface pigmentée',
      'depigmented-mask': 'Surface dépigmentée',
      'melanin-index-heatmap': 'Carte de mélanine',
      'wrinkle-lines': 'Ridules détectées',
      'ridge-strength': 'Carte d’intensité des ridules',
      'wound-mask': 'Contour de la plaie',
      'marker-mask': 'Repère de calibration',
      'hair-loss-mask': 'Cuir chevelu sans couverture pilaire',
      'hair-density': 'Carte de densité des cheveux',
      'pore-blobs': 'Pores détectés',
    },
    method: {
      'erythema-astar': 'Rougeur comparée à la peau du patient (a* CIELAB)',
      'red-blob-candidates': 'Taches rouges de la taille d’une lésion (a* CIELAB)',
      'lesion-otsu-shape': 'Contour, forme et couleurs de la lésion (seuil d’Otsu)',
      'generic-lesion-measurements': 'Contour de la région la plus contrastée (seuil d’Otsu)',
      'hyperpigmentation-lstar': 'Peau plus foncée que son voisinage (L* CIELAB)',
      'depigmentation-lstar': 'Peau plus claire que son voisinage (L* CIELAB)',
      'wrinkles-frangi': 'Fines lignes sombres (filtre de crêtes de Frangi)',
      'wound-colour-planimetry': 'Contour de la plaie et couleurs des tissus (planimétrie)',
      'hair-closing-lstar': 'Cuir chevelu sans cheveux (clarté et fermeture)',
      'pores-dog': 'Points sombres de la taille d’un pore (différence de gaussiennes)',
    },
    warning: {
      noSkin: 'Aucune peau trouvée : les pourcentages ne sont pas disponibles.',
      noLesion: 'Aucune lésion trouvée.',
      lesionTouchesBorder:
        'Le contour de la lésion touche le bord de la photo : les mesures sont tronquées.',
      lesionTooSmall: 'La lésion couvre moins de 1 % de la photo.',
      lesionTooLarge: 'La lésion couvre plus de 80 % de la photo : le contour est douteux.',
      markerNotFound: 'Le repère de calibration n’a pas été trouvé.',
      noScale: 'Ni échelle ni repère : la surface n’est donnée qu’en pixels.',
      wrinklesNotAGrade:
        'Les mesures de ridules ne sont pas un grade clinique de rides ; la direction de la lumière les modifie fortement.',
      poresComparable:
        'Les comptes ne se comparent que pour une même personne photographiée de la même façon.',
      genericNeedsModel:
        'La classification de ce module nécessite un modèle associé ; voici des mesures générales de la région la plus contrastée.',
    },
    classification: {
      notApplicable: 'Module de mesure : aucune classification n’est faite.',
      requiresModel:
        'La classification pour {{module}} nécessite un modèle entraîné associé par votre organisation ; seules des mesures générales sont affichées.',
    },
    caveat:
      'Ces chiffres sont des mesures d’image destinées à la documentation et au suivi. Ils ne posent aucun diagnostic et ne remplacent pas l’examen par un clinicien qualifié. Les valeurs dépendent de l’appareil photo et de l’éclairage et ne sont comparables que selon un même protocole de prise de vue.',
  },
  quality: {
    verdict: {
      pass: "Qualité de l'image : bonne",
      warn: "Qualité de l'image : utilisable, avec réserves",
      fail: "Qualité de l'image : reprenez la photo",
    },
    verdictShort: {
      pass: 'bonne',
      warn: 'utilisable, avec réserves',
      fail: 'photo à reprendre',
    },
    rejected:
      "Aucune mesure : l'image n'a pas passé les contrôles de qualité. Reprenez-la comme indiqué ci-dessus.",
    resolution: {
      pass: 'Résolution suffisante',
      warn: 'Résolution faible : reprenez plus près',
      fail: 'Résolution trop faible : reprenez la photo',
    },
    sharpness: {
      pass: 'Image nette',
      warn: 'Image peut-être floue : restez immobile',
      fail: 'Image floue : reprenez la photo',
    },
    exposure: {
      pass: 'Exposition homogène',
      warn: 'Certaines zones sont sur- ou sous-exposées',
      fail: 'Image mal exposée : reprenez sous une lumière homogène',
    },
    colourCast: {
      pass: 'Couleurs neutres',
      warn: "Dominante de couleur : vérifiez l'éclairage",
      fail: 'Forte dominante de couleur : reprenez sous une lumière neutre',
    },
    skinFraction: {
      pass: 'Assez de peau visible',
      warn: 'Peu de peau visible : cadrez la zone de plus près',
      fail: "Aucune peau trouvée dans l'image : reprenez la photo",
    },
  },
  site: {
    face: 'Visage',
    scalp: 'Cuir chevelu',
    'anterior-neck': 'Face antérieure du cou',
    'posterior-neck': 'Nuque',
    chest: 'Poitrine',
    abdomen: 'Abdomen',
    'upper-back': 'Haut du dos',
    'lower-back': 'Bas du dos',
    'left-flank': 'Flanc gauche',
    'right-flank': 'Flanc droit',
    groin: 'Aine',
    'left-upper-arm': 'Bras gauche',
    'right-upper-arm': 'Bras droit',
    'left-elbow': 'Coude gauche',
    'right-elbow': 'Coude droit',
    'left-forearm': 'Avant-bras gauche',
    'right-forearm': 'Avant-bras droit',
    'left-hand': 'Main gauche',
    'right-hand': 'Main droite',
    'left-thigh': 'Cuisse gauche',
    'right-thigh': 'Cuisse droite',
    'left-knee': 'Genou gauche',
    'right-knee': 'Genou droit',
    'left-lower-leg': 'Jambe gauche',
    'right-lower-leg': 'Jambe droite',
    'left-foot': 'Pied gauche',
    'right-foot': 'Pied droit',
    forehead: 'Front',
    'left-cheek': 'Joue gauche',
    'right-cheek': 'Joue droite',
    nose: 'Nez',
    chin: 'Menton',
    lips: 'Lèvres',
    'oral-mucosa': 'Muqueuse buccale',
    'left-ear': 'Oreille gauche',
    'right-ear': 'Oreille droite',
    fingernails: 'Ongles des mains',
    toenails: 'Ongles des pieds',
    buttocks: 'Fesses',
    'head-neck': 'Tête et cou',
    'upper-limbs': 'Membres supérieurs',
    trunk: 'Tronc',
    'lower-limbs': 'Membres inférieurs',
    'head-neck-anterior': 'Tête et cou, face',
    'head-neck-posterior': 'Tête et cou, dos',
    'upper-limbs-anterior': 'Membres supérieurs, face',
    'upper-limbs-posterior': 'Membres supérieurs, dos',
    'trunk-anterior': 'Tronc, face',
    'trunk-posterior': 'Tronc, dos',
    'lower-limbs-anterior': 'Membres inférieurs, face',
    'lower-limbs-posterior': 'Membres inférieurs, dos',
  },
  region: {
    headNeck: 'Tête et cou',
    upperLimbs: 'Membres supérieurs',
    trunk: 'Tronc',
    lowerLimbs: 'Membres inférieurs',
  },
  scoreBands: {
    clear: 'blanchi',
    'almost clear': 'presque blanchi',
    mild: 'léger',
    moderate: 'modéré',
    severe: 'sévère',
    'very severe': 'très sévère',
    'no acne': "pas d'acné",
    'PASI criterion of severe psoriasis met (> 10)': 'critère de psoriasis sévère atteint (> 10)',
    'PASI ≤ 10': 'PASI ≤ 10 (critère de psoriasis sévère non atteint)',
    'benign melanocytic lesion range (< 4.75)': 'zone de lésion mélanocytaire bénigne (< 4,75)',
    'suspicious range (4.75–5.45)': 'zone suspecte (4,75–5,45)',
    'range highly suggestive of melanoma (> 5.45)': 'zone très évocatrice de mélanome (> 5,45)',
    'at or above threshold (≥ 3)': 'au seuil ou au-dessus (≥ 3)',
    'below threshold (< 3)': 'sous le seuil (< 3)',
    'at or above threshold (≥ 1)': 'au seuil ou au-dessus (≥ 1)',
    'below threshold (< 1)': 'sous le seuil (< 1)',
  },
  csv: {
    upload_id: 'ID de l’envoi',
    uploaded_at: 'Envoyé le (UTC)',
    subject_id: 'ID du sujet',
    module: 'Numéro du module',
    module_name: 'Module',
    image_count: 'Images',
    uploaded_by: 'Envoyé par',
    aggregate_instrument: 'Instrument global',
    aggregate_score: 'Score global',
    aggregate_band: 'Classe du score global',
    image_id: 'ID de l’image',
    image_name: 'Nom de l’image',
    body_part: 'Site corporel',
    analysis_id: 'ID de l’analyse',
    analysis_status: 'Statut de l’analyse',
    quality_verdict: 'Qualité de l’image',
    method_name: 'Méthode d’analyse',
    method_version: 'Version de la méthode',
    classification_status: 'Classification',
    clinician_concur: 'Accord du clinicien',
    clinician_instrument: 'Calculateur du clinicien',
    clinician_score: 'Score du clinicien',
    clinician_band: 'Classe du clinicien',
    clinician_grades: 'Grades du clinicien',
    clinician_note: 'Note du clinicien',
    user_comment: 'Commentaire',
  },
  ...frApp,
};
