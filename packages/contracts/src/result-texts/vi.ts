import type { ResultTexts } from './types.js';
import { viApp } from './vi-app.js';

export const vi: ResultTexts = {
  measure: {
    headlines: 'Chỉ số chính',
    details: 'Chi tiết đo lường',
    notMeasured: 'không đo được',
    needsScale: 'cần thang đo (thước hoặc mốc trong ảnh)',
    repeatability: {
      relative:
        'Độ lặp lại trong khoảng ±{{percent}} %: thay đổi nhỏ hơn giữa các lần khám không phải là thay đổi đo được.',
      count:
        'Độ lặp lại trong khoảng ±{{plusMinus}}: thay đổi nhỏ hơn giữa các lần khám không phải là thay đổi đo được.',
    },
    table: {
      measure: 'Phép đo',
      value: 'Giá trị',
      unit: 'Đơn vị',
      about: 'Cách đo',
    },
    headline: {
      'erythema-astar': {
        erythemaAreaPercent: {
          label: 'Vùng đỏ',
          meaning: 'Tỷ lệ da nhìn thấy đỏ rõ rệt hơn da của chính bệnh nhân trong cùng ảnh.',
        },
        deltaAStarMean: {
          label: 'Mức độ đỏ',
          meaning:
            'Vùng đỏ đỏ hơn da của chính bệnh nhân bao nhiêu (Δa*); 0 nghĩa là không khác biệt.',
        },
      },
      'red-blob-candidates': {
        candidateCount: {
          label: 'Tổn thương viêm nghi ngờ',
          meaning:
            'Các chấm đỏ có kích thước tổn thương tìm thấy trong ảnh. Chỉ là nghi ngờ: bạn xác nhận số đếm; đây không phải là mức độ mụn trứng cá.',
        },
        densityPerCm2: {
          label: 'Số nghi ngờ mỗi cm²',
          meaning:
            'Tổn thương nghi ngờ trên mỗi cm² da nhìn thấy; so sánh được giữa các ảnh chụp có thang đo.',
        },
      },
      'lesion-otsu-shape': {
        diameterMm: {
          label: 'Đường kính',
          meaning: 'Khoảng cách lớn nhất ngang qua tổn thương đã khoanh vùng.',
        },
        colourCount: {
          label: 'Màu sắc',
          meaning:
            'Các màu tham chiếu (trắng, đỏ, nâu nhạt, nâu sẫm, xám xanh, đen) chiếm ít nhất 5 % tổn thương.',
        },
        abruptBorderSectors: {
          label: 'Bờ đột ngột',
          meaning: 'Số cung (trên 8) mà bờ tổn thương kết thúc đột ngột. Điểm TDS vẫn do bạn chấm.',
        },
      },
      'generic-lesion-measurements': {
        diameterMm: {
          label: 'Đường kính',
          meaning: 'Khoảng cách lớn nhất ngang qua vùng tương phản nhất của ảnh.',
        },
        lesionAreaMm2: {
          label: 'Diện tích',
          meaning: 'Diện tích vùng tương phản nhất của ảnh.',
        },
      },
      'hyperpigmentation-lstar': {
        pigmentedAreaPercent: {
          label: 'Vùng tăng sắc tố',
          meaning: 'Tỷ lệ da nhìn thấy sẫm rõ rệt hơn da xung quanh.',
        },
        lightnessContrast: {
          label: 'Sẫm hơn da xung quanh',
          meaning:
            'Chênh lệch độ sáng (ΔL*) giữa vùng tăng sắc tố và da xung quanh; càng âm càng sẫm. Mức độ sẫm vẫn do bạn đánh giá.',
        },
      },
      'depigmentation-lstar': {
        depigmentedAreaPercent: {
          label: 'Vùng mất sắc tố',
          meaning: 'Tỷ lệ da nhìn thấy sáng rõ rệt hơn da xung quanh.',
        },
        lightnessContrast: {
          label: 'Sáng hơn da xung quanh',
          meaning:
            'Chênh lệch độ sáng (ΔL*) giữa vùng mất sắc tố và da xung quanh; càng lớn càng sáng.',
        },
      },
      'wrinkles-frangi': {
        lineDensityPercent: {
          label: 'Mật độ nếp nhăn',
          meaning:
            'Tỷ lệ da nhìn thấy được phủ bởi các đường nhăn nhỏ phát hiện được. Không phải mức độ nếp nhăn; ánh sáng làm thay đổi chỉ số này.',
        },
        totalLengthMm: {
          label: 'Tổng chiều dài đường nhăn',
          meaning: 'Tổng chiều dài các đường nhăn phát hiện được.',
        },
      },
      'wound-colour-planimetry': {
        woundAreaCm2: {
          label: 'Diện tích vết thương',
          meaning: 'Diện tích vết thương đã khoanh vùng.',
        },
        redPercent: {
          label: 'Mô đỏ',
          meaning: 'Tỷ lệ vết thương có màu của mô hạt.',
        },
        blackPercent: {
          label: 'Mô đen',
          meaning: 'Tỷ lệ vết thương có màu của mô hoại tử.',
        },
      },
      'hair-closing-lstar': {
        hairLossAreaPercent: {
          label: 'Da đầu không có tóc che phủ',
          meaning: 'Tỷ lệ da đầu nhìn thấy mà không phát hiện tóc. Điểm SALT vẫn do bạn chấm.',
        },
      },
      'pores-dog': {
        densityPerCm2: {
          label: 'Lỗ chân lông mỗi cm²',
          meaning:
            'Lỗ chân lông nhìn thấy trên mỗi cm² da; so sánh được giữa các ảnh chụp có thang đo.',
        },
        poreCount: {
          label: 'Số lỗ chân lông đếm được',
          meaning:
            'Lỗ chân lông nhìn thấy trong ảnh; chỉ so sánh được giữa các ảnh cùng khung hình.',
        },
      },
    },
    quantity: {
      erythemaAreaPercent: {
        label: 'Vùng đỏ',
        unit: '% da nhìn thấy',
        about: 'da đỏ hơn da tham chiếu ít nhất {{deltaAStar}} đơn vị a*',
      },
      aStarMean: {
        label: 'Độ đỏ trung bình (a*)',
        unit: 'a*',
        about: 'a* CIELAB trung bình trên da nhìn thấy',
      },
      aStarP50: {
        label: 'Độ đỏ trung vị (a*)',
        unit: 'a*',
        about: 'a* CIELAB trung vị trên da nhìn thấy',
      },
      aStarP90: {
        label: 'Độ đỏ, bách phân vị 90 (a*)',
        unit: 'a*',
        about: 'bách phân vị 90 của a* CIELAB trên da nhìn thấy',
      },
      aStarP95: {
        label: 'Độ đỏ, bách phân vị 95 (a*)',
        unit: 'a*',
        about: 'bách phân vị 95 của a* CIELAB trên da nhìn thấy',
      },
      referenceAStar: {
        label: 'Độ đỏ của da tham chiếu (a*)',
        unit: 'a*',
        about: 'a* trung vị của một mẫu điểm ảnh màu da: da của chính bệnh nhân trong ảnh này',
      },
      deltaAStarMean: {
        label: 'Độ đỏ so với da của bệnh nhân',
        unit: 'Δa*',
        about: 'a* trung bình của vùng đỏ trừ da tham chiếu (cùng ảnh)',
      },
      erythemaIndexMean: {
        label: 'Chỉ số ban đỏ',
        unit: 'đơn vị tùy ý',
        about: '100·log10(R/G) trên sRGB tuyến tính, không có tham chiếu trắng',
      },
      erythemaAreaPx: {
        label: 'Vùng đỏ tính bằng điểm ảnh',
        unit: 'px²',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      erythemaAreaMm2: {
        label: 'Vùng đỏ',
        unit: 'mm²',
        about: 'cần thang đo (px/mm) hoặc mốc hiệu chuẩn',
      },
      skinAreaPx: {
        label: 'Da nhìn thấy tính bằng điểm ảnh',
        unit: 'px²',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      skinAreaMm2: {
        label: 'Diện tích da nhìn thấy',
        unit: 'mm²',
        about: 'cần thang đo (px/mm) hoặc mốc hiệu chuẩn',
      },
      candidateCount: {
        label: 'Tổn thương nghi ngờ',
        unit: 'tổn thương',
        about: 'chấm đỏ có kích thước tổn thương; bạn xác nhận số đếm',
      },
      meanDiameterPx: {
        label: 'Đường kính trung bình tính bằng điểm ảnh',
        unit: 'px',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      meanDiameterMm: {
        label: 'Đường kính trung bình của tổn thương nghi ngờ',
        unit: 'mm',
        about: 'đường kính của hình tròn có cùng diện tích; cần thang đo',
      },
      densityPerCm2: {
        label: 'Mật độ',
        unit: 'mỗi cm²',
        about: 'số đếm trên mỗi cm² da nhìn thấy; cần thang đo',
      },
      lesionAreaPx: {
        label: 'Diện tích tổn thương tính bằng điểm ảnh',
        unit: 'px²',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      lesionAreaMm2: {
        label: 'Diện tích tổn thương',
        unit: 'mm²',
        about: 'diện tích tổn thương đã khoanh vùng; cần thang đo',
      },
      diameterPx: {
        label: 'Đường kính tính bằng điểm ảnh',
        unit: 'px',
        about: 'khoảng cách lớn nhất ngang qua tổn thương (Feret); không so sánh được giữa các ảnh',
      },
      diameterMm: {
        label: 'Đường kính',
        unit: 'mm',
        about: 'khoảng cách lớn nhất ngang qua tổn thương (Feret); cần thang đo',
      },
      equivalentDiameterMm: {
        label: 'Đường kính tương đương',
        unit: 'mm',
        about: 'đường kính của hình tròn có cùng diện tích; cần thang đo',
      },
      perimeterPx: {
        label: 'Chu vi tính bằng điểm ảnh',
        unit: 'px',
        about: 'chiều dài đường viền; không so sánh được giữa các ảnh',
      },
      compactnessIndex: {
        label: 'Độ không đều của đường viền',
        unit: 'P²/(4πA)',
        about: 'bằng 1 với hình tròn; lớn hơn với đường viền không đều',
      },
      asymmetryMajorAxis: {
        label: 'Bất đối xứng, trục lớn',
        unit: 'chỉ số 0–2',
        about: 'phần đường viền không trùng với ảnh đối xứng qua trục lớn (0 là đối xứng)',
      },
      asymmetryMinorAxis: {
        label: 'Bất đối xứng, trục nhỏ',
        unit: 'chỉ số 0–2',
        about: 'phần đường viền không trùng với ảnh đối xứng qua trục nhỏ (0 là đối xứng)',
      },
      abruptBorderSectors: {
        label: 'Bờ đột ngột',
        unit: 'cung trên 8',
        about: 'các cung có bờ sắc nét hơn 0,1 × độ tương phản tổn thương mỗi điểm ảnh',
      },
      colourCount: {
        label: 'Màu sắc',
        unit: 'trên 6',
        about: 'các màu tham chiếu chiếm ít nhất 5 % tổn thương',
      },
      deltaLStar: {
        label: 'Chênh lệch độ sáng',
        unit: 'ΔL*',
        about: 'L* trung bình của vùng trừ phần còn lại của ảnh',
      },
      deltaAStar: {
        label: 'Chênh lệch độ đỏ',
        unit: 'Δa*',
        about: 'a* trung bình của vùng trừ phần còn lại của ảnh',
      },
      deltaBStar: {
        label: 'Chênh lệch độ vàng',
        unit: 'Δb*',
        about: 'b* trung bình của vùng trừ phần còn lại của ảnh',
      },
      pigmentedAreaPercent: {
        label: 'Vùng tăng sắc tố',
        unit: '% da nhìn thấy',
        about: 'da sẫm hơn da tham chiếu ít nhất {{deltaLStar}} đơn vị L*',
      },
      depigmentedAreaPercent: {
        label: 'Vùng mất sắc tố',
        unit: '% da nhìn thấy',
        about: 'da sáng hơn da tham chiếu ít nhất {{deltaLStar}} đơn vị L*',
      },
      melaninIndexContrast: {
        label: 'Chênh lệch chỉ số melanin',
        unit: 'đơn vị tùy ý',
        about: 'chỉ số melanin trung bình của vùng trừ da xung quanh',
      },
      lightnessContrast: {
        label: 'Chênh lệch độ sáng so với da xung quanh',
        unit: 'ΔL*',
        about: 'L* trung bình của vùng trừ da xung quanh',
      },
      referenceLightness: {
        label: 'Độ sáng của da tham chiếu',
        unit: 'L*',
        about: 'L* trung vị của một mẫu điểm ảnh màu da',
      },
      pigmentedAreaPx: {
        label: 'Vùng tăng sắc tố tính bằng điểm ảnh',
        unit: 'px²',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      pigmentedAreaMm2: {
        label: 'Vùng tăng sắc tố',
        unit: 'mm²',
        about: 'cần thang đo (px/mm) hoặc mốc hiệu chuẩn',
      },
      depigmentedAreaPx: {
        label: 'Vùng mất sắc tố tính bằng điểm ảnh',
        unit: 'px²',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      depigmentedAreaMm2: {
        label: 'Vùng mất sắc tố',
        unit: 'mm²',
        about: 'cần thang đo (px/mm) hoặc mốc hiệu chuẩn',
      },
      lineDensityPercent: {
        label: 'Mật độ nếp nhăn',
        unit: '% da nhìn thấy',
        about: 'điểm ảnh gờ trên da nhìn thấy',
      },
      totalLengthPx: {
        label: 'Tổng chiều dài đường nhăn tính bằng điểm ảnh',
        unit: 'px',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      totalLengthMm: {
        label: 'Tổng chiều dài đường nhăn',
        unit: 'mm',
        about: 'chiều dài các đường nhăn phát hiện được; cần thang đo',
      },
      lineCount: {
        label: 'Đoạn đường nhăn',
        unit: 'đoạn',
        about: 'các đoạn đường liền nhau phát hiện được',
      },
      woundAreaPx: {
        label: 'Diện tích vết thương tính bằng điểm ảnh',
        unit: 'px²',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      woundAreaCm2: {
        label: 'Diện tích vết thương',
        unit: 'cm²',
        about: 'vết thương đã khoanh vùng; cần thang đo hoặc mốc hiệu chuẩn',
      },
      redPercent: {
        label: 'Mô đỏ',
        unit: '% vết thương',
        about: 'điểm ảnh có màu của mô hạt',
      },
      yellowPercent: {
        label: 'Mô vàng',
        unit: '% vết thương',
        about: 'điểm ảnh có màu của mô bong tróc (fibrin)',
      },
      blackPercent: {
        label: 'Mô đen',
        unit: '% vết thương',
        about: 'điểm ảnh có màu của mô hoại tử',
      },
      pxPerMm: {
        label: 'Thang đo đã dùng',
        unit: 'px/mm',
        about: 'từ thang đo đã nhập hoặc mốc hiệu chuẩn tìm thấy',
      },
      hairLossAreaPercent: {
        label: 'Da đầu không có tóc che phủ',
        unit: '% da đầu nhìn thấy',
        about: 'da đầu không phát hiện tóc',
      },
      hairPixelThreshold: {
        label: 'Ngưỡng phát hiện tóc',
        unit: 'L*',
        about: 'độ sáng dưới ngưỡng này một điểm ảnh được tính là tóc (Otsu)',
      },
      hairLossAreaPx: {
        label: 'Vùng không có tóc tính bằng điểm ảnh',
        unit: 'px²',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
      hairLossAreaMm2: {
        label: 'Vùng không có tóc',
        unit: 'mm²',
        about: 'cần thang đo (px/mm) hoặc mốc hiệu chuẩn',
      },
      poreCount: {
        label: 'Số lỗ chân lông đếm được',
        unit: 'lỗ chân lông',
        about: 'chấm sẫm có kích thước lỗ chân lông trên da nhìn thấy',
      },
      densityPerMegapixel: {
        label: 'Lỗ chân lông mỗi megapixel',
        unit: 'mỗi MP',
        about: 'phụ thuộc độ phân giải ảnh: chỉ so sánh được khi cùng khung hình',
      },
      meanRadiusPx: {
        label: 'Bán kính lỗ chân lông trung bình tính bằng điểm ảnh',
        unit: 'px',
        about: 'phụ thuộc độ phân giải ảnh: không so sánh được giữa các ảnh',
      },
    },
    colour: {
      white: 'trắng',
      red: 'đỏ',
      'light brown': 'nâu nhạt',
      'dark brown': 'nâu sẫm',
      'blue-grey': 'xám xanh',
      black: 'đen',
    },
    overlay: {
      'erythema-heatmap': 'Bản đồ độ đỏ (xanh: đỏ hơn da của bệnh nhân một chút, đỏ: đỏ hơn nhiều)',
      'erythema-mask': 'Vùng đỏ',
      'acne-candidates': 'Tổn thương nghi ngờ (vòng tròn)',
      'lesion-mask': 'Đường viền tổn thương',
      'pigmented-mask': 'Vùng tăng sắc tố',
      'depigmented-mask': 'Vùng mất sắc tố',
      'melanin-index-heatmap': 'Bản đồ melanin',
      'wrinkle-lines': 'Đường nhăn phát hiện được',
      'ridge-strength': 'Bản đồ cường độ đường nhăn',
      'wound-mask': 'Đường viền vết thương',
      'marker-mask': 'Mốc hiệu chuẩn',
      'hair-loss-mask': 'Da đầu không có tóc che phủ',
      'hair-density': 'Bản đồ mật độ tóc',
      'pore-blobs': 'Lỗ chân lông phát hiện được',
    },
    method: {
      'erythema-astar': 'Độ đỏ so với da của chính bệnh nhân (a* CIELAB)',
      'red-blob-candidates': 'Chấm đỏ có kích thước tổn thương (a* CIELAB)',
      'lesion-otsu-shape': 'Đường viền, hình dạng và màu sắc tổn thương (ngưỡng Otsu)',
      'generic-lesion-measurements': 'Đường viền vùng tương phản nhất (ngưỡng Otsu)',
      'hyperpigmentation-lstar': 'Da sẫm hơn vùng xung quanh (L* CIELAB)',
      'depigmentation-lstar': 'Da sáng hơn vùng xung quanh (L* CIELAB)',
      'wrinkles-frangi': 'Đường sẫm nhỏ (bộ lọc gờ Frangi)',
      'wound-colour-planimetry': 'Đường viền vết thương và màu mô (đo diện tích phẳng)',
      'hair-closing-lstar': 'Da đầu không có tóc (độ sáng và phép đóng)',
      'pores-dog': 'Chấm sẫm có kích thước lỗ chân lông (hiệu Gauss)',
    },
    warning: {
      noSkin: 'Không tìm thấy da: không có tỷ lệ phần trăm.',
      noLesion: 'Không tìm thấy tổn thương.',
      lesionTouchesBorder: 'Đường viền tổn thương chạm mép ảnh: phép đo bị cắt cụt.',
      lesionTooSmall: 'Tổn thương chiếm dưới 1 % ảnh.',
      lesionTooLarge: 'Tổn thương chiếm trên 80 % ảnh: đường viền không đáng tin cậy.',
      markerNotFound: 'Không tìm thấy mốc hiệu chuẩn.',
      noScale: 'Không có thang đo hoặc mốc: diện tích chỉ tính bằng điểm ảnh.',
      wrinklesNotAGrade:
        'Số đo đường nhăn không phải là mức độ nếp nhăn lâm sàng; hướng ánh sáng làm thay đổi chúng rất nhiều.',
      poresComparable: 'Số đếm chỉ so sánh được trên cùng một người được chụp theo cùng một cách.',
      genericNeedsModel:
        'Phân loại cho mô-đun này cần một mô hình được gắn; đây là các số đo chung của vùng tương phản nhất.',
    },
    classification: {
      notApplicable: 'Mô-đun đo lường: không phân loại.',
      requiresModel:
        'Phân loại cho {{module}} cần một mô hình đã huấn luyện do tổ chức của bạn gắn; chỉ hiển thị các số đo chung.',
    },
    caveat:
      'Các số liệu này là phép đo trên ảnh để hỗ trợ ghi chép và theo dõi. Chúng không chẩn đoán bệnh và không thay thế việc thăm khám của bác sĩ có chuyên môn. Giá trị phụ thuộc vào máy ảnh và ánh sáng và chỉ so sánh được khi dùng cùng một quy trình chụp.',
  },
  quality: {
    verdict: {
      pass: 'Chất lượng ảnh: tốt',
      warn: 'Chất lượng ảnh: dùng được, có lưu ý',
      fail: 'Chất lượng ảnh: hãy chụp lại',
    },
    verdictShort: {
      pass: 'tốt',
      warn: 'dùng được, có lưu ý',
      fail: 'cần chụp lại',
    },
    rejected:
      'Không có số đo: ảnh không đạt kiểm tra chất lượng. Hãy chụp lại theo hướng dẫn trên.',
    resolution: {
      pass: 'Độ phân giải đủ',
      warn: 'Độ phân giải thấp: chụp lại gần hơn',
      fail: 'Độ phân giải quá thấp: chụp lại',
    },
    sharpness: {
      pass: 'Ảnh sắc nét',
      warn: 'Ảnh có thể bị mờ: giữ máy yên',
      fail: 'Ảnh bị mờ: chụp lại',
    },
    exposure: {
      pass: 'Phơi sáng đều',
      warn: 'Một phần ảnh bị dư hoặc thiếu sáng',
      fail: 'Ảnh phơi sáng kém: chụp lại với ánh sáng đều',
    },
    colourCast: {
      pass: 'Màu sắc trung tính',
      warn: 'Ảnh bị ám màu: kiểm tra ánh sáng',
      fail: 'Ám màu mạnh: chụp lại dưới ánh sáng trung tính',
    },
    skinFraction: {
      pass: 'Đủ vùng da nhìn thấy',
      warn: 'Ít da nhìn thấy: chụp gần vùng cần khám hơn',
      fail: 'Không tìm thấy da trong ảnh: chụp lại',
    },
  },
  site: {
    face: 'Mặt',
    scalp: 'Da đầu',
    'anterior-neck': 'Cổ trước',
    'posterior-neck': 'Gáy',
    chest: 'Ngực',
    abdomen: 'Bụng',
    'upper-back': 'Lưng trên',
    'lower-back': 'Lưng dưới',
    'left-flank': 'Hông trái',
    'right-flank': 'Hông phải',
    groin: 'Bẹn',
    'left-upper-arm': 'Cánh tay trên trái',
    'right-upper-arm': 'Cánh tay trên phải',
    'left-elbow': 'Khuỷu tay trái',
    'right-elbow': 'Khuỷu tay phải',
    'left-forearm': 'Cẳng tay trái',
    'right-forearm': 'Cẳng tay phải',
    'left-hand': 'Bàn tay trái',
    'right-hand': 'Bàn tay phải',
    'left-thigh': 'Đùi trái',
    'right-thigh': 'Đùi phải',
    'left-knee': 'Đầu gối trái',
    'right-knee': 'Đầu gối phải',
    'left-lower-leg': 'Cẳng chân trái',
    'right-lower-leg': 'Cẳng chân phải',
    'left-foot': 'Bàn chân trái',
    'right-foot': 'Bàn chân phải',
    forehead: 'Trán',
    'left-cheek': 'Má trái',
    'right-cheek': 'Má phải',
    nose: 'Mũi',
    chin: 'Cằm',
    lips: 'Môi',
    'oral-mucosa': 'Niêm mạc miệng',
    'left-ear': 'Tai trái',
    'right-ear': 'Tai phải',
    fingernails: 'Móng tay',
    toenails: 'Móng chân',
    buttocks: 'Mông',
    'head-neck': 'Đầu và cổ',
    'upper-limbs': 'Chi trên',
    trunk: 'Thân mình',
    'lower-limbs': 'Chi dưới',
    'head-neck-anterior': 'Đầu và cổ, mặt trước',
    'head-neck-posterior': 'Đầu và cổ, mặt sau',
    'upper-limbs-anterior': 'Chi trên, mặt trước',
    'upper-limbs-posterior': 'Chi trên, mặt sau',
    'trunk-anterior': 'Thân mình, mặt trước',
    'trunk-posterior': 'Thân mình, mặt sau',
    'lower-limbs-anterior': 'Chi dưới, mặt trước',
    'lower-limbs-posterior': 'Chi dưới, mặt sau',
  },
  region: {
    headNeck: 'Đầu và cổ',
    upperLimbs: 'Chi trên',
    trunk: 'Thân mình',
    lowerLimbs: 'Chi dưới',
  },
  scoreBands: {
    clear: 'sạch tổn thương',
    'almost clear': 'gần sạch tổn thương',
    mild: 'nhẹ',
    moderate: 'trung bình',
    severe: 'nặng',
    'very severe': 'rất nặng',
    'no acne': 'không có mụn trứng cá',
    'PASI criterion of severe psoriasis met (> 10)': 'đạt tiêu chí vảy nến nặng (> 10)',
    'PASI ≤ 10': 'PASI ≤ 10 (chưa đạt tiêu chí vảy nến nặng)',
    'benign melanocytic lesion range (< 4.75)': 'khoảng tổn thương hắc tố lành tính (< 4,75)',
    'suspicious range (4.75–5.45)': 'khoảng nghi ngờ (4,75–5,45)',
    'range highly suggestive of melanoma (> 5.45)': 'khoảng rất gợi ý u hắc tố (> 5,45)',
    'at or above threshold (≥ 3)': 'bằng hoặc trên ngưỡng (≥ 3)',
    'below threshold (< 3)': 'dưới ngưỡng (< 3)',
    'at or above threshold (≥ 1)': 'bằng hoặc trên ngưỡng (≥ 1)',
    'below threshold (< 1)': 'dưới ngưỡng (< 1)',
  },
  csv: {
    upload_id: 'Mã lượt tải lên',
    uploaded_at: 'Thời điểm tải lên (UTC)',
    subject_id: 'Mã đối tượng',
    module: 'Số mô-đun',
    module_name: 'Mô-đun',
    image_count: 'Số ảnh',
    uploaded_by: 'Người tải lên',
    aggregate_instrument: 'Công cụ tổng hợp',
    aggregate_score: 'Điểm tổng hợp',
    aggregate_band: 'Mức điểm tổng hợp',
    image_id: 'Mã ảnh',
    image_name: 'Tên ảnh',
    body_part: 'Vị trí cơ thể',
    analysis_id: 'Mã phân tích',
    analysis_status: 'Trạng thái phân tích',
    quality_verdict: 'Chất lượng ảnh',
    method_name: 'Phương pháp phân tích',
    method_version: 'Phiên bản phương pháp',
    classification_status: 'Phân loại',
    clinician_concur: 'Bác sĩ đồng ý',
    clinician_instrument: 'Công cụ tính của bác sĩ',
    clinician_score: 'Điểm của bác sĩ',
    clinician_band: 'Mức độ của bác sĩ',
    clinician_grades: 'Các mức chấm của bác sĩ',
    clinician_note: 'Ghi chú của bác sĩ',
    user_comment: 'Bình luận',
  },
  ...viApp,
};
