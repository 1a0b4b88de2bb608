import { enApp } from './en-app.js';

/**
 * English result texts: the source every other language translates (same keys; the type
 * `ResultTexts` makes a missing one a compile error). Top-level keys join the web app's i18n
 * catalogue (`measure.*`, `quality.*`, `site.*`, `region.*`, `scoreBands.*`) and are read by the
 * server's CSV, PDF and FHIR exports. `{{name}}` is filled from the method's parameters.
 */
export const en = {
  measure: {
    headlines: 'Key figures',
    details: 'Measurement details',
    notMeasured: 'not measured',
    needsScale: 'needs a scale (ruler or marker in the photo)',
    repeatability: {
      relative:
        'Repeatable within ±{{percent}} %: a smaller change between visits is no measurable change.',
      count:
        'Repeatable within ±{{plusMinus}}: a smaller change between visits is no measurable change.',
    },
    table: { measure: 'Measure', value: 'Value', unit: 'Unit', about: 'How it is measured' },
    headline: {
      'erythema-astar': {
        erythemaAreaPercent: {
          label: 'Red area',
          meaning:
            'Share of the visible skin that is clearly redder than this patient’s own skin in the same photo.',
        },
        deltaAStarMean: {
          label: 'Redness intensity',
          meaning:
            'How much redder the red area is than the patient’s own skin (Δa*); 0 means no difference.',
        },
      },
      'red-blob-candidates': {
        candidateCount: {
          label: 'Inflammatory lesion candidates',
          meaning:
            'Red spots of lesion size found in the photo. Candidates only: you confirm the count; this is not an acne grade.',
        },
        densityPerCm2: {
          label: 'Candidates per cm²',
          meaning:
            'Lesion candidates per cm² of visible skin; compares across photos taken with a scale.',
        },
      },
      'lesion-otsu-shape': {
        diameterMm: {
          label: 'Diameter',
          meaning: 'Greatest distance across the outlined lesion.',
        },
        colourCount: {
          label: 'Colours',
          meaning:
            'Reference colours (white, red, light brown, dark brown, blue-grey, black) covering at least 5 % of the lesion.',
        },
        abruptBorderSectors: {
          label: 'Abrupt border',
          meaning:
            'Sectors (of 8) where the lesion edge ends sharply. The TDS grades remain yours.',
        },
      },
      'generic-lesion-measurements': {
        diameterMm: {
          label: 'Diameter',
          meaning: 'Greatest distance across the most contrasting region of the photo.',
        },
        lesionAreaMm2: {
          label: 'Area',
          meaning: 'Area of the most contrasting region of the photo.',
        },
      },
      'hyperpigmentation-lstar': {
        pigmentedAreaPercent: {
          label: 'Pigmented area',
          meaning: 'Share of the visible skin that is clearly darker than the surrounding skin.',
        },
        lightnessContrast: {
          label: 'Darker than surrounding skin',
          meaning:
            'Lightness difference (ΔL*) between the pigmented area and the surrounding skin; more negative is darker. The darkness grade remains yours.',
        },
      },
      'depigmentation-lstar': {
        depigmentedAreaPercent: {
          label: 'Depigmented area',
          meaning: 'Share of the visible skin that is clearly lighter than the surrounding skin.',
        },
        lightnessContrast: {
          label: 'Lighter than surrounding skin',
          meaning:
            'Lightness difference (ΔL*) between the depigmented area and the surrounding skin; larger is lighter.',
        },
      },
      'wrinkles-frangi': {
        lineDensityPercent: {
          label: 'Line density',
          meaning:
            'Share of the visible skin covered by detected fine lines. Not a wrinkle grade; lighting changes it.',
        },
        totalLengthMm: {
          label: 'Total line length',
          meaning: 'Combined length of the detected lines.',
        },
      },
      'wound-colour-planimetry': {
        woundAreaCm2: { label: 'Wound area', meaning: 'Area of the outlined wound.' },
        redPercent: {
          label: 'Red tissue',
          meaning: 'Share of the wound with the colour of granulation tissue.',
        },
        blackPercent: {
          label: 'Black tissue',
          meaning: 'Share of the wound with the colour of necrosis.',
        },
      },
      'hair-closing-lstar': {
        hairLossAreaPercent: {
          label: 'Scalp without hair cover',
          meaning:
            'Share of the scalp in view where no hair was detected. The SALT grades remain yours.',
        },
      },
      'pores-dog': {
        densityPerCm2: {
          label: 'Pores per cm²',
          meaning: 'Visible pores per cm² of skin; compares across photos taken with a scale.',
        },
        poreCount: {
          label: 'Pores counted',
          meaning: 'Visible pores in the photo; compares only between photos of the same framing.',
        },
      },
    },
    quantity: {
      erythemaAreaPercent: {
        label: 'Red area',
        unit: '% of visible skin',
        about: 'skin at least {{deltaAStar}} a* units redder than the reference skin',
      },
      aStarMean: {
        label: 'Mean redness (a*)',
        unit: 'a*',
        about: 'mean CIELAB a* over the visible skin',
      },
      aStarP50: {
        label: 'Median redness (a*)',
        unit: 'a*',
        about: 'median CIELAB a* over the visible skin',
      },
      aStarP90: {
        label: 'Redness, 90th percentile (a*)',
        unit: 'a*',
        about: '90th percentile of CIELAB a* over the visible skin',
      },
      aStarP95: {
        label: 'Redness, 95th percentile (a*)',
        unit: 'a*',
        about: '95th percentile of CIELAB a* over the visible skin',
      },
      referenceAStar: {
        label: 'Reference skin redness (a*)',
        unit: 'a*',
        about:
          'median a* of a sample of skin-coloured pixels: the patient’s own skin in this photo',
      },
      deltaAStarMean: {
        label: 'Redness above own skin',
        unit: 'Δa*',
        about: 'mean a* of the red area minus the reference skin (same photo)',
      },
      erythemaIndexMean: {
        label: 'Erythema index',
        unit: 'arbitrary units',
        about: '100·log10(R/G) on linear sRGB, without a white reference',
      },
      erythemaAreaPx: {
        label: 'Red area in pixels',
        unit: 'px²',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      erythemaAreaMm2: {
        label: 'Red area',
        unit: 'mm²',
        about: 'needs a scale (px/mm) or a calibration marker',
      },
      skinAreaPx: {
        label: 'Visible skin in pixels',
        unit: 'px²',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      skinAreaMm2: {
        label: 'Visible skin area',
        unit: 'mm²',
        about: 'needs a scale (px/mm) or a calibration marker',
      },
      candidateCount: {
        label: 'Lesion candidates',
        unit: 'candidates',
        about: 'red spots of lesion size; you confirm the count',
      },
      meanDiameterPx: {
        label: 'Mean candidate diameter in pixels',
        unit: 'px',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      meanDiameterMm: {
        label: 'Mean candidate diameter',
        unit: 'mm',
        about: 'diameter of the disc of the same area; needs a scale',
      },
      densityPerCm2: {
        label: 'Density',
        unit: 'per cm²',
        about: 'count per cm² of visible skin; needs a scale',
      },
      lesionAreaPx: {
        label: 'Lesion area in pixels',
        unit: 'px²',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      lesionAreaMm2: {
        label: 'Lesion area',
        unit: 'mm²',
        about: 'area of the outlined lesion; needs a scale',
      },
      diameterPx: {
        label: 'Diameter in pixels',
        unit: 'px',
        about: 'greatest distance across the lesion (Feret); not comparable between photos',
      },
      diameterMm: {
        label: 'Diameter',
        unit: 'mm',
        about: 'greatest distance across the lesion (Feret); needs a scale',
      },
      equivalentDiameterMm: {
        label: 'Equivalent diameter',
        unit: 'mm',
        about: 'diameter of the disc with the same area; needs a scale',
      },
      perimeterPx: {
        label: 'Perimeter in pixels',
        unit: 'px',
        about: 'length of the outline; not comparable between photos',
      },
      compactnessIndex: {
        label: 'Outline irregularity',
        unit: 'P²/(4πA)',
        about: '1 for a disc; larger for irregular outlines',
      },
      asymmetryMajorAxis: {
        label: 'Asymmetry, long axis',
        unit: 'index 0–2',
        about:
          'share of the outline that does not overlap its mirror image about the long axis (0 symmetric)',
      },
      asymmetryMinorAxis: {
        label: 'Asymmetry, short axis',
        unit: 'index 0–2',
        about:
          'share of the outline that does not overlap its mirror image about the short axis (0 symmetric)',
      },
      abruptBorderSectors: {
        label: 'Abrupt border',
        unit: 'sectors of 8',
        about: 'sectors whose edge is sharper than 0.1 × the lesion contrast per pixel',
      },
      colourCount: {
        label: 'Colours',
        unit: 'of 6',
        about: 'reference colours covering at least 5 % of the lesion',
      },
      deltaLStar: {
        label: 'Lightness difference',
        unit: 'ΔL*',
        about: 'mean L* of the region minus the rest of the photo',
      },
      deltaAStar: {
        label: 'Redness difference',
        unit: 'Δa*',
        about: 'mean a* of the region minus the rest of the photo',
      },
      deltaBStar: {
        label: 'Yellowness difference',
        unit: 'Δb*',
        about: 'mean b* of the region minus the rest of the photo',
      },
      pigmentedAreaPercent: {
        label: 'Pigmented area',
        unit: '% of visible skin',
        about: 'skin at least {{deltaLStar}} L* units darker than the reference skin',
      },
      depigmentedAreaPercent: {
        label: 'Depigmented area',
        unit: '% of visible skin',
        about: 'skin at least {{deltaLStar}} L* units lighter than the reference skin',
      },
      melaninIndexContrast: {
        label: 'Melanin index difference',
        unit: 'arbitrary units',
        about: 'mean melanin index of the area minus the surrounding skin',
      },
      lightnessContrast: {
        label: 'Lightness difference from surrounding skin',
        unit: 'ΔL*',
        about: 'mean L* of the area minus the surrounding skin',
      },
      referenceLightness: {
        label: 'Reference skin lightness',
        unit: 'L*',
        about: 'median L* of a sample of skin-coloured pixels',
      },
      pigmentedAreaPx: {
        label: 'Pigmented area in pixels',
        unit: 'px²',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      pigmentedAreaMm2: {
        label: 'Pigmented area',
        unit: 'mm²',
        about: 'needs a scale (px/mm) or a calibration marker',
      },
      depigmentedAreaPx: {
        label: 'Depigmented area in pixels',
        unit: 'px²',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      depigmentedAreaMm2: {
        label: 'Depigmented area',
        unit: 'mm²',
        about: 'needs a scale (px/mm) or a calibration marker',
      },
      lineDensityPercent: {
        label: 'Line density',
        unit: '% of visible skin',
        about: 'ridge pixels over the visible skin',
      },
      totalLengthPx: {
        label: 'Total line length in pixels',
        unit: 'px',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      totalLengthMm: {
        label: 'Total line length',
        unit: 'mm',
        about: 'length of the detected lines; needs a scale',
      },
      lineCount: {
        label: 'Line segments',
        unit: 'segments',
        about: 'connected line segments detected',
      },
      woundAreaPx: {
        label: 'Wound area in pixels',
        unit: 'px²',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      woundAreaCm2: {
        label: 'Wound area',
        unit: 'cm²',
        about: 'outlined wound; needs a scale or a calibration marker',
      },
      redPercent: {
        label: 'Red tissue',
        unit: '% of wound',
        about: 'pixels with the colour of granulation tissue',
      },
      yellowPercent: {
        label: 'Yellow tissue',
        unit: '% of wound',
        about: 'pixels with the colour of slough',
      },
      blackPercent: {
        label: 'Black tissue',
        unit: '% of wound',
        about: 'pixels with the colour of necrosis',
      },
      pxPerMm: {
        label: 'Scale used',
        unit: 'px/mm',
        about: 'from the scale entered or the calibration marker found',
      },
      hairLossAreaPercent: {
        label: 'Scalp without hair cover',
        unit: '% of scalp in view',
        about: 'scalp where no hair was detected',
      },
      hairPixelThreshold: {
        label: 'Hair detection threshold',
        unit: 'L*',
        about: 'lightness below which a pixel counts as hair (Otsu)',
      },
      hairLossAreaPx: {
        label: 'Area without hair in pixels',
        unit: 'px²',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
      hairLossAreaMm2: {
        label: 'Area without hair',
        unit: 'mm²',
        about: 'needs a scale (px/mm) or a calibration marker',
      },
      poreCount: {
        label: 'Pores counted',
        unit: 'pores',
        about: 'dark spots of pore size in the visible skin',
      },
      densityPerMegapixel: {
        label: 'Pores per megapixel',
        unit: 'per MP',
        about: 'depends on the photo’s resolution: compares only at the same framing',
      },
      meanRadiusPx: {
        label: 'Mean pore radius in pixels',
        unit: 'px',
        about: 'depends on the photo’s resolution: not comparable between photos',
      },
    },
    colour: {
      white: 'white',
      red: 'red',
      'light brown': 'light brown',
      'dark brown': 'dark brown',
      'blue-grey': 'blue-grey',
      black: 'black',
    },
    overlay: {
      'erythema-heatmap': 'Redness map (blue: a little redder than own skin, red: much redder)',
      'erythema-mask': 'Red area',
      'acne-candidates': 'Lesion candidates (rings)',
      'lesion-mask': 'Lesion outline',
      'pigmented-mask': 'Pigmented area',
      'depigmented-mask': 'Depigmented area',
      'melanin-index-heatmap': 'Melanin map',
      'wrinkle-lines': 'Detected lines',
      'ridge-strength': 'Line strength map',
      'wound-mask': 'Wound outline',
      'marker-mask': 'Calibration marker',
      'hair-loss-mask': 'Scalp without hair cover',
      'hair-density': 'Hair density map',
      'pore-blobs': 'Detected pores',
    },
    method: {
      'erythema-astar': 'Redness against the patient’s own skin (CIELAB a*)',
      'red-blob-candidates': 'Red spots of lesion size (CIELAB a*)',
      'lesion-otsu-shape': 'Lesion outline, shape and colours (Otsu threshold)',
      'generic-lesion-measurements': 'Outline of the most contrasting region (Otsu threshold)',
      'hyperpigmentation-lstar': 'Skin darker than its surroundings (CIELAB L*)',
      'depigmentation-lstar': 'Skin lighter than its surroundings (CIELAB L*)',
      'wrinkles-frangi': 'Fine dark lines (Frangi ridge filter)',
      'wound-colour-planimetry': 'Wound outline and tissue colours (planimetry)',
      'hair-closing-lstar': 'Scalp without hair (lightness and closing)',
      'pores-dog': 'Dark spots of pore size (difference of Gaussians)',
    },
    warning: {
      noSkin: 'No skin was found: percentages are not available.',
      noLesion: 'No lesion was found.',
      lesionTouchesBorder:
        'The lesion outline touches the edge of the photo: measurements are cut short.',
      lesionTooSmall: 'The lesion covers less than 1 % of the photo.',
      lesionTooLarge: 'The lesion covers more than 80 % of the photo: the outline is doubtful.',
      markerNotFound: 'The calibration marker was not found.',
      noScale: 'No scale or marker: the area is given in pixels only.',
      wrinklesNotAGrade:
        'Line measurements are not a clinical wrinkle grade; the direction of the light changes them strongly.',
      poresComparable: 'Counts compare only for one person photographed the same way.',
      genericNeedsModel:
        'Classification for this module needs an attached model; these are general measurements of the most contrasting region.',
    },
    classification: {
      notApplicable: 'Measurement module: no classification is made.',
      requiresModel:
        'Classification for {{module}} needs a trained model attached by your organisation; only general measurements are shown.',
    },
    caveat:
      'These figures are image measurements to support documentation and follow-up. They do not diagnose any condition and do not replace examination by a qualified clinician. Values depend on camera and lighting and are comparable only under one capture protocol.',
  },
  quality: {
    verdict: {
      pass: 'Image quality: good',
      warn: 'Image quality: usable, with reservations',
      fail: 'Image quality: retake the photo',
    },
    /** The verdict alone, where 'Image quality' is already said (the CSV's column). */
    verdictShort: {
      pass: 'good',
      warn: 'usable, with reservations',
      fail: 'retake the photo',
    },
    rejected: 'No measurements: the image failed the quality checks. Retake it as advised above.',
    resolution: {
      pass: 'Resolution is sufficient',
      warn: 'Image resolution is low: retake closer',
      fail: 'Image resolution is too low: retake',
    },
    sharpness: {
      pass: 'Image is sharp',
      warn: 'Image may be blurred: hold still',
      fail: 'Image is blurred: retake',
    },
    exposure: {
      pass: 'Exposure is even',
      warn: 'Parts of the image are over- or under-exposed',
      fail: 'Image is badly exposed: retake with even light',
    },
    colourCast: {
      pass: 'Colours are neutral',
      warn: 'Image has a colour cast: check the lighting',
      fail: 'Strong colour cast: retake under neutral light',
    },
    skinFraction: {
      pass: 'Enough skin is visible',
      warn: 'Little skin is visible: frame the area closer',
      fail: 'No skin found in the image: retake',
    },
  },
  site: {
    face: 'Face',
    scalp: 'Scalp',
    'anterior-neck': 'Front of neck',
    'posterior-neck': 'Back of neck',
    chest: 'Chest',
    abdomen: 'Abdomen',
    'upper-back': 'Upper back',
    'lower-back': 'Lower back',
    'left-flank': 'Left flank',
    'right-flank': 'Right flank',
    groin: 'Groin',
    'left-upper-arm': 'Left upper arm',
    'right-upper-arm': 'Right upper arm',
    'left-elbow': 'Left elbow',
    'right-elbow': 'Right elbow',
    'left-forearm': 'Left forearm',
    'right-forearm': 'Right forearm',
    'left-hand': 'Left hand',
    'right-hand': 'Right hand',
    'left-thigh': 'Left thigh',
    'right-thigh': 'Right thigh',
    'left-knee': 'Left knee',
    'right-knee': 'Right knee',
    'left-lower-leg': 'Left lower leg',
    'right-lower-leg': 'Right lower leg',
    'left-foot': 'Left foot',
    'right-foot': 'Right foot',
    forehead: 'Forehead',
    'left-cheek': 'Left cheek',
    'right-cheek': 'Right cheek',
    nose: 'Nose',
    chin: 'Chin',
    lips: 'Lips',
    'oral-mucosa': 'Oral mucosa',
    'left-ear': 'Left ear',
    'right-ear': 'Right ear',
    fingernails: 'Fingernails',
    toenails: 'Toenails',
    buttocks: 'Buttocks',
    'head-neck': 'Head and neck',
    'upper-limbs': 'Upper limbs',
    trunk: 'Trunk',
    'lower-limbs': 'Lower limbs',
    'head-neck-anterior': 'Head and neck, front',
    'head-neck-posterior': 'Head and neck, back',
    'upper-limbs-anterior': 'Upper limbs, front',
    'upper-limbs-posterior': 'Upper limbs, back',
    'trunk-anterior': 'Trunk, front',
    'trunk-posterior': 'Trunk, back',
    'lower-limbs-anterior': 'Lower limbs, front',
    'lower-limbs-posterior': 'Lower limbs, back',
  },
  region: {
    headNeck: 'Head and neck',
    upperLimbs: 'Upper limbs',
    trunk: 'Trunk',
    lowerLimbs: 'Lower limbs',
  },
  scoreBands: {
    clear: 'clear',
    'almost clear': 'almost clear',
    mild: 'mild',
    moderate: 'moderate',
    severe: 'severe',
    'very severe': 'very severe',
    'no acne': 'no acne',
    'PASI criterion of severe psoriasis met (> 10)':
      'PASI criterion of severe psoriasis met (> 10)',
    'PASI ≤ 10': 'PASI ≤ 10 (severe-psoriasis criterion not met)',
    'benign melanocytic lesion range (< 4.75)': 'benign melanocytic lesion range (< 4.75)',
    'suspicious range (4.75–5.45)': 'suspicious range (4.75–5.45)',
    'range highly suggestive of melanoma (> 5.45)': 'range highly suggestive of melanoma (> 5.45)',
    'at or above threshold (≥ 3)': 'at or above threshold (≥ 3)',
    'below threshold (< 3)': 'below threshold (< 3)',
    'at or above threshold (≥ 1)': 'at or above threshold (≥ 1)',
    'below threshold (< 1)': 'below threshold (< 1)',
  },
  csv: {
    upload_id: 'Upload ID',
    uploaded_at: 'Uploaded at (UTC)',
    subject_id: 'Subject ID',
    module: 'Module number',
    module_name: 'Module',
    image_count: 'Images',
    uploaded_by: 'Uploaded by',
    aggregate_instrument: 'Aggregate instrument',
    aggregate_score: 'Aggregate score',
    aggregate_band: 'Aggregate band',
    image_id: 'Image ID',
    image_name: 'Image name',
    body_part: 'Body site',
    analysis_id: 'Analysis ID',
    analysis_status: 'Analysis status',
    quality_verdict: 'Image quality',
    method_name: 'Analysis method',
    method_version: 'Method version',
    classification_status: 'Classification',
    clinician_concur: 'Clinician concurs',
    clinician_instrument: 'Clinician calculator',
    clinician_score: 'Clinician score',
    clinician_band: "Clinician's band",
    clinician_grades: "Clinician's grades",
    clinician_note: 'Clinician note',
    user_comment: 'Comment',
  },
  ...enApp,
};
